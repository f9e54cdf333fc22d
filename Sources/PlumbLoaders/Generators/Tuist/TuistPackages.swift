import Foundation
import PlumbModel
import SwiftParser
import SwiftSyntax

/// The Swift packages a Tuist root integrates (`Tuist/Package.swift`, or the older `Tuist/Dependencies.swift`),
/// which `.external(name:)` dependencies take their products from.
struct TuistPackages {
  /// Remote packages by URL, local ones by root-relative folder.
  var remote: [(url: String, requirement: String?)] = []
  var local: [String] = []
  var diagnostics: [Diagnostic] = []

  init() {}

  /// Reads `Tuist/Package.swift` as SwiftPM would, but with `TUIST` defined and the root's helpers and plugins seen
  /// (its `PackageSettings` may use them), as Tuist compiles it.
  init(packageManifest path: String, root: URL, helpers: [TuistRoot.Helper]) {
    var reader = StaticManifestReader()
    reader.conditions = .tuist
    reader.visibleDeclarations = helpers
    let manifest: PackageManifest
    do {
      manifest = try reader.read(contentsOf: XcodePath.url(path, root: root), displayPath: path)
    } catch {
      diagnostics.append(
        Diagnostic(
          .warning, "cannot read the manifest: \(error.reason)", at: Location(file: path, line: error.line ?? 0)))
      return
    }
    diagnostics = manifest.diagnostics.filter { $0.severity >= .warning }
    for dependency in manifest.dependencies {
      switch dependency.source {
      case .sourceControl(let url): remote.append((url, Self.describe(dependency.requirement)))
      case .fileSystem(let absolute): local.append(XcodePath.relative(absolute: absolute, root: root))
      case .registry(let id): remote.append((id, Self.describe(dependency.requirement)))
      }
    }
  }

  /// Reads `Tuist/Dependencies.swift` (Tuist 3): `.remote(url:requirement:)` and `.local(path:)` entries of its
  /// Swift package list, wherever they are written.
  init(dependenciesManifest path: String, root: URL, helpers: [TuistRoot.Helper]) {
    let source: String
    do {
      source = try TextFile.text(of: XcodePath.url(path, root: root), kind: "Swift source")
    } catch {
      diagnostics.append(
        Diagnostic(
          .warning, "cannot read the manifest: \(error.reason)", at: Location(file: path, line: error.line ?? 0)))
      return
    }
    var parser = Parser(source, maximumNestingLevel: SwiftParsing.maximumNestingLevel)
    let syntax = SourceFileSyntax.parse(from: &parser)
    let evaluator = TuistRoot.makeEvaluator(file: path, tree: syntax, helpers: helpers)
    evaluator.run(syntax)
    diagnostics = evaluator.diagnostics.filter { $0.severity >= .warning }
    for (_, value) in evaluator.globals.values { collect(value, folder: XcodePath.parent(path)) }
  }

  private mutating func collect(_ value: ManifestValue, folder: String) {
    switch value {
    case .array(let elements):
      for element in elements { collect(element, folder: folder) }
    case .call(let call):
      if ["remote", "package"].contains(call.name), let url = call["url"]?.stringValue {
        remote.append((url, call["requirement"]?.description))
      } else if ["local", "package"].contains(call.name), let path = call["path"]?.stringValue {
        // Relative to the folder of the manifest's `Tuist` folder's parent, as Tuist 3 resolved them.
        local.append(XcodePath.join(XcodePath.parent(folder), path))
      } else {
        for argument in call.arguments { collect(argument.value, folder: folder) }
      }
    default:
      break
    }
  }

  private static func describe(_ requirement: PackageDependencyDeclaration.Requirement?) -> String? {
    switch requirement {
    case .range(let lower, let upper)?: "\(lower)..<\(upper)"
    case .exact(let version)?: "exact \(version)"
    case .branch(let branch)?: "branch \(branch)"
    case .revision(let revision)?: "revision \(revision)"
    case nil: nil
    }
  }

  /// The remote package that most likely vends `product`, judged by name, since the products of a remote package
  /// are only known once it is fetched: `SnapKit` from `SnapKit`, `FirebaseAnalytics` from `firebase-ios-sdk`,
  /// `ComposableArchitecture` from `swift-composable-architecture`. Nil when no package's name fits, or several
  /// fit equally well; one package named by two URLs (`git@github.com:o/Sparkle.git` in one branch of an `if`,
  /// `https://github.com/o/Sparkle.git` in the other) is one package, as SwiftPM identifies it.
  static func remotePackage(
    for product: String, among packages: [(url: String, requirement: String?)]
  ) -> (url: String, requirement: String?)? {
    let wanted = namePart(product)
    var best: [(url: String, requirement: String?)] = []
    var bestLength = 0
    for package in packages {
      let name = namePart(PackageDependencyDeclaration.identity(of: package.url))
      guard !name.isEmpty, wanted.hasPrefix(name) || name.hasPrefix(wanted) else { continue }
      let length = min(name.count, wanted.count)
      if length > bestLength {
        best = [package]
        bestLength = length
      } else if length == bestLength {
        best.append(package)
      }
    }
    let identities = Set(best.map { PackageDependencyDeclaration.identity(of: $0.url) })
    return identities.count == 1 ? best[0] : nil
  }

  /// A package or product name reduced to what identifies it: lowercased letters and digits, without the words
  /// packages wrap their names in (`swift-`, `-ios`, `-sdk`, `-swift`).
  static func namePart(_ name: String) -> String {
    var text = name.lowercased()
    for prefix in ["swift-", "swift_", "spm-"] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
    for suffix in ["-ios-sdk", "-ios", "-sdk", "-swift", "-spm", ".swift", "swift"] where text.hasSuffix(suffix)
      && text.count > suffix.count
    {
      text.removeLast(suffix.count)
    }
    return String(text.filter { $0.isLetter || $0.isNumber })
  }
}
