import Foundation
import PlumbModel
import SwiftParser
import SwiftSyntax

/// Reads a Package.swift without running it: parses it with SwiftParser and evaluates the `Package(...)`
/// expression over the syntax tree (see `ManifestEvaluator` for the Swift it understands).
///
/// Reading never fails on a manifest that parses: whatever cannot be evaluated is left out, reported as a
/// warning at its line, and the result is marked `isIncomplete`.
public struct StaticManifestReader: Sendable {
  var conditions: CompilationConditions
  /// Declarations of other files the manifest sees (Tuist's helpers and plugins for `Tuist/Package.swift`), added to
  /// each evaluator before it runs. A reading with them is not memoized.
  var visibleDeclarations: [TuistRoot.Helper] = []

  public init() {
    self.conditions = .host
  }

  /// Reads the manifest at `url`; `displayPath` is how locations name the file (relative to the analysed root).
  /// Throws when the file cannot be read, is binary or is not UTF-8 (with the line of the first bad byte).
  public func read(contentsOf url: URL, displayPath: String) throws(TextFile.Problem) -> PackageManifest {
    let source = try TextFile.text(of: url, kind: "Swift source")
    let directory = url.deletingLastPathComponent()
    guard visibleDeclarations.isEmpty else {
      return read(source: source, displayPath: displayPath, packageDirectory: directory)
    }
    let key = ManifestMemo.Key(
      source: source, displayPath: displayPath, packageDirectory: directory.path, conditions: conditions)
    return ManifestMemo.shared.value(for: key) {
      read(source: source, displayPath: displayPath, packageDirectory: directory)
    }
  }

  /// How deep a manifest may nest before it is left unread: the limits of the Swift scanner (see
  /// `SourceNesting`). SwiftParser recurses once per level without a limit, and its lookahead on square brackets
  /// takes time exponential in their depth (a manifest 20 levels deep took 11.7 s to parse, 25 levels over 100 s).
  public static let nestingLimits = SourceNesting.Limits()

  public func read(source: String, displayPath: String, packageDirectory: URL) -> PackageManifest {
    var source = source
    let census = source.withUTF8 { SourceNesting($0, limits: Self.nestingLimits) }
    if let excess = census.excess {
      return PackageManifest(
        name: packageDirectory.lastPathComponent, toolsVersion: Self.toolsVersion(in: source), isIncomplete: true,
        diagnostics: [
          Diagnostic(.error, "the manifest is not read: \(excess.message)", at: Location(file: displayPath, line: excess.line))
        ])
    }
    var parser = Parser(source, maximumNestingLevel: SwiftParsing.maximumNestingLevel)
    let tree = SourceFileSyntax.parse(from: &parser)
    let evaluator = ManifestEvaluator(file: displayPath, tree: tree, conditions: conditions)
    for helper in visibleDeclarations {
      evaluator.addDeclarations(of: helper.syntax, file: helper.path, converter: helper.converter)
    }
    var diagnostics: [Diagnostic] = []
    if tree.hasError {
      // Keep going: the parser recovers, and most of a manifest with one typo is still worth reading.
      let location = firstError(in: tree).map { evaluator.location(of: $0) } ?? Location(file: displayPath)
      diagnostics.append(Diagnostic(.warning, "the manifest has syntax errors; read what parses", at: location))
    }
    evaluator.run(tree)
    let toolsVersion = Self.toolsVersion(in: source)

    guard let package = packageCall(in: evaluator.globals) else {
      diagnostics += evaluator.diagnostics
      diagnostics.append(Diagnostic(.error, "no `Package(...)` found in the manifest", at: Location(file: displayPath)))
      return PackageManifest(
        name: packageDirectory.lastPathComponent, toolsVersion: toolsVersion, isIncomplete: true,
        diagnostics: diagnostics)
    }
    var decoder = ManifestDecoder(file: displayPath, packageDirectory: packageDirectory)
    var manifest = decoder.decode(package, toolsVersion: toolsVersion)
    diagnostics += evaluator.diagnostics + decoder.diagnostics
    // A helper called from several places reports the same thing once.
    manifest.diagnostics = Array(Set(diagnostics)).sorted {
      ($0.location ?? Location(file: ""), $0.message) < ($1.location ?? Location(file: ""), $1.message)
    }
    manifest.isIncomplete = evaluator.isIncomplete || diagnostics.contains { $0.severity >= .warning }
    manifest.applePlatformBranches = evaluator.applePlatformBranches.isEmpty ? nil : evaluator.applePlatformBranches
    if decoder.productsUnread { manifest.productsMayBeIncomplete = true }
    // A statement after `Package(...)` that could not be evaluated may change any target's settings
    // (`for target in package.targets { target.swiftSettings = ... }`).
    let end = Self.lastLine(of: .call(package))
    let after = diagnostics.filter { $0.severity >= .warning && ($0.location?.line ?? Int.max) > end }
    if manifest.isIncomplete, !after.isEmpty {
      for index in manifest.targets.indices { manifest.targets[index].settingsMayBeIncomplete = true }
    }
    // `package.dependencies += [...]` after it may add packages too (not one under an environment variable an
    // ordinary build leaves unset: swift-case-paths adds swift-macro-testing when `OMIT_MACRO_TESTS` is unset).
    let unreadStatements = after.filter { !$0.message.hasPrefix(PackageManifest.environmentWarningPrefix) }
    if decoder.dependenciesUnread
      || (!unreadStatements.isEmpty
        && unreadStatements.contains { ($0.location?.line ?? 0) > Self.endLine(of: package, in: tree, displayPath) })
    {
      manifest.dependenciesMayBeIncomplete = true
    }
    return manifest
  }

  /// The last line of the top-level statement that builds the `Package(...)` (`let package = Package(...)`): what
  /// is written after it may change the package; what is inside it, or has no line, is no statement after it.
  static func endLine(of package: ManifestCall, in tree: SourceFileSyntax, _ file: String) -> Int {
    guard let line = package.location?.line else { return lastLine(of: .call(package)) }
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    for item in tree.statements {
      let start = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
      let end = converter.location(for: item.endPositionBeforeTrailingTrivia).line
      if start <= line && line <= end { return end }
    }
    return lastLine(of: .call(package))
  }

  /// The last line a value mentions (of its strings and calls): where the `Package(...)` expression ends, near enough
  /// to tell statements after it from those inside it.
  static func lastLine(of value: ManifestValue) -> Int {
    switch value {
    case .string(_, let location): location?.line ?? 0
    case .array(let elements): elements.map(lastLine).max() ?? 0
    case .dictionary(let pairs): pairs.map { max(lastLine(of: $0.key), lastLine(of: $0.value)) }.max() ?? 0
    case .range(let lower, let upper, _): max(lastLine(of: lower), lastLine(of: upper))
    case .call(let call): max(call.location?.line ?? 0, call.arguments.map { lastLine(of: $0.value) }.max() ?? 0)
    default: 0
    }
  }

  /// The `Package` the manifest builds: the global `package` by convention, else any global holding one.
  private func packageCall(in globals: ManifestScope) -> ManifestCall? {
    let candidates = globals.values.compactMap { name, value -> (String, ManifestCall)? in
      if case .call(let call) = value, call.name == "Package" { return (name, call) }
      return nil
    }
    return (candidates.first { $0.0 == "package" } ?? candidates.first)?.1
  }

  private func firstError(in tree: SourceFileSyntax) -> Syntax? {
    for token in tree.tokens(viewMode: .all) {
      if token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true { return Syntax(token) }
    }
    return nil
  }

  /// The `// swift-tools-version:` of the manifest, as three numbers (`5.9` → `5.9.0`).
  ///
  /// It belongs on the first line; SwiftPM 6 also accepts it on a later line (after a license header, or an
  /// `import` as peripheryapp/periphery's test project has) when it names 6.0 or later: an earlier version there
  /// is an error to SwiftPM, and is read here as no version at all.
  static func toolsVersion(in source: String) -> String? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.first else { return nil }
    if let version = toolsVersion(onLine: first) { return version }
    for line in lines.dropFirst() {
      guard let version = toolsVersion(onLine: line) else { continue }
      let major = version.split(separator: ".").first.flatMap { Int($0) } ?? 0
      return major >= 6 ? version : nil
    }
    return nil
  }

  /// The version a `// swift-tools-version:` line names; nil when the line is not one.
  private static func toolsVersion(onLine text: Substring) -> String? {
    let line = text.replacingOccurrences(of: " ", with: "").lowercased()
    guard line.hasPrefix("//swift-tools-version:") else { return nil }
    let rest = line.dropFirst("//swift-tools-version:".count)
    let version = rest.prefix { $0.isNumber || $0 == "." }
    guard !version.isEmpty else { return nil }
    return ManifestDecoder.normalised(String(version))
  }

}
