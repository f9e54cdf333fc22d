import Foundation
import PlumbModel

/// Maps the evaluated `Package(...)` call onto the declared model, the way PackageDescription's initialisers
/// would. Pieces it cannot map are skipped with a warning at their location.
struct ManifestDecoder {
  static let targetKinds: [String: TargetDeclaration.Kind] = [
    "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro, "plugin": .plugin,
    "binaryTarget": .binary, "systemLibrary": .system,
  ]

  /// `.iOS` → `ios`, as SwiftPM names platforms.
  static func platformName(_ name: String) -> String { name.lowercased() }

  let file: String
  /// The folder of the package, to make `.package(path:)` absolute as SwiftPM does.
  let packageDirectory: URL
  private(set) var diagnostics: [Diagnostic] = []
  /// Whether the `dependencies:` of `Package(...)`, or one of them, could not be read.
  private(set) var dependenciesUnread = false
  /// Whether the `products:` of `Package(...)`, or one of them, could not be read.
  private(set) var productsUnread = false

  init(file: String, packageDirectory: URL) {
    self.file = file
    self.packageDirectory = packageDirectory
  }

  private mutating func warn(_ message: String, at location: Location?) {
    diagnostics.append(Diagnostic(.warning, message, at: location ?? Location(file: file)))
  }

  mutating func decode(_ package: ManifestCall, toolsVersion: String?) -> PackageManifest {
    var manifest = PackageManifest(name: package["name"]?.stringValue ?? "", toolsVersion: toolsVersion)
    // `let package = Package()` is written on purpose: an empty package in a folder hides the folder's files from
    // SwiftPM and from Xcode's package integration. It has no name to read, and nothing is missing.
    if manifest.name.isEmpty && !package.arguments.isEmpty {
      warn("the package has no name plumb can read", at: package.location)
    }
    for value in elements(package["platforms"], what: "platforms", at: package.location) {
      if let platform = decodePlatform(value) { manifest.platforms.append(platform) }
    }
    switch package["products"] {
    case nil, .null?, .array?: break
    default: productsUnread = true
    }
    for value in elements(package["products"], what: "products", at: package.location) {
      if let product = decodeProduct(value) {
        manifest.products.append(product)
      } else {
        productsUnread = true
      }
    }
    switch package["dependencies"] {
    case nil, .null?, .array?: break
    default: dependenciesUnread = true
    }
    for value in elements(package["dependencies"], what: "dependencies", at: package.location) {
      if let dependency = decodePackageDependency(value) {
        manifest.dependencies.append(dependency)
      } else {
        dependenciesUnread = true
      }
    }
    for value in elements(package["targets"], what: "targets", at: package.location) {
      if let target = decodeTarget(value) { manifest.targets.append(target) }
    }
    if Self.isSwift3(toolsVersion) { inferSwift3Targets(of: &manifest, at: package.location) }
    return manifest
  }

  /// A manifest of the Swift 3 API (`swift-tools-version` below 4): targets were not declared but found, one per
  /// folder of `Sources` and `Tests`; `Target(name:dependencies:)` only adds dependencies to one.
  static func isSwift3(_ toolsVersion: String?) -> Bool {
    guard let major = toolsVersion?.split(separator: ".").first.flatMap({ Int($0) }) else { return false }
    return major < 4
  }

  /// Adds the targets SwiftPM 3 found in the folders, with a note that says so.
  private mutating func inferSwift3Targets(of manifest: inout PackageManifest, at location: Location?) {
    var found: [String] = []
    for (folder, kind) in [("Sources", TargetDeclaration.Kind.regular), ("Tests", .test)] {
      let url = packageDirectory.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      for name in names.sorted() where !name.hasPrefix(".") {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder),
          isFolder.boolValue
        else { continue }
        if let index = manifest.targets.firstIndex(where: { $0.name == name }) {
          manifest.targets[index].kind = kind
        } else {
          manifest.targets.append(TargetDeclaration(name: name, kind: kind, location: location))
          found.append(name)
        }
      }
    }
    diagnostics.append(
      Diagnostic(
        .note,
        "a Swift 3 manifest (tools version \(manifest.toolsVersion ?? "")): its targets are the folders of Sources and "
          + "Tests, as SwiftPM 3 found them" + (found.isEmpty ? "" : " (\(found.joined(separator: ", ")))"),
        at: location ?? Location(file: file)))
  }

  private mutating func elements(_ value: ManifestValue?, what: String, at location: Location?) -> [ManifestValue] {
    switch value {
    case nil, .null?: return []
    case .array(let elements)?: return elements
    case let other? where other.isUnknown: return []  // already reported where it happened
    case let other?:
      warn("cannot read \(what) from \(other)", at: location)
      return []
    }
  }

  private func strings(_ value: ManifestValue?) -> [String] {
    value?.arrayValue?.compactMap(\.stringValue) ?? []
  }

  // MARK: Platforms

  private mutating func decodePlatform(_ value: ManifestValue) -> PlatformRequirement? {
    guard case .call(let call) = value, let version = call.positional.first else {
      warn("cannot read the platform \(value)", at: value.callValue?.location)
      return nil
    }
    switch version {
    case .string(let text, _):
      return PlatformRequirement(name: Self.platformName(call.name), version: text)
    case .member(let name, _) where name.hasPrefix("v"):
      var parts = name.dropFirst().split(separator: "_").map(String.init)
      if parts.count == 1 { parts.append("0") }
      return PlatformRequirement(name: Self.platformName(call.name), version: parts.joined(separator: "."))
    default:
      warn("cannot read the version of the platform \(value)", at: call.location)
      return nil
    }
  }

  // MARK: Products

  private mutating func decodeProduct(_ value: ManifestValue) -> ProductDeclaration? {
    guard case .call(let call) = value, let name = call["name"]?.stringValue else {
      warn("cannot read the product \(value)", at: value.callValue?.location)
      return nil
    }
    let kind: ProductDeclaration.Kind
    switch call.name {
    case "library":
      switch call["type"] {
      case .member("static", _)?: kind = .library(.static)
      case .member("dynamic", _)?: kind = .library(.dynamic)
      default: kind = .library(.automatic)
      }
    case "executable": kind = .executable
    case "plugin": kind = .plugin
    case "macro": kind = .macro
    default:
      warn("unknown product kind '.\(call.name)'", at: call.location)
      return nil
    }
    return ProductDeclaration(name: name, kind: kind, targets: strings(call["targets"]), location: call.location)
  }

  // MARK: Package dependencies

  private mutating func decodePackageDependency(_ value: ManifestValue) -> PackageDependencyDeclaration? {
    if case .call(let call) = value, call.name == "Package" { return decodeSwift3PackageDependency(call) }
    guard case .call(let call) = value, call.name == "package" else {
      warn("cannot read the package dependency \(value)", at: value.callValue?.location)
      return nil
    }
    let name = call["name"]?.stringValue
    if let path = call["path"]?.stringValue {
      let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageDirectory.appendingPathComponent(path)
      let absolute = url.standardizedFileURL.path
      return PackageDependencyDeclaration(
        identity: PackageDependencyDeclaration.identity(of: absolute), name: name, source: .fileSystem(path: absolute),
        location: call.location)
    }
    let source: PackageDependencyDeclaration.Source
    let identity: String
    if let url = call["url"]?.stringValue {
      source = .sourceControl(url: url)
      identity = PackageDependencyDeclaration.identity(of: url)
    } else if let id = call["id"]?.stringValue {
      source = .registry(id: id)
      identity = id.lowercased()
    } else {
      warn("cannot read where the package dependency comes from: \(call)", at: call.location)
      return nil
    }
    // A requirement plumb cannot read still names the package: its checkout is read, with the version unknown.
    let requirement = decodeRequirement(call)
    if requirement == nil {
      warn(
        "cannot read the version requirement of \(call); the package is read with its version unknown",
        at: call.location)
    }
    return PackageDependencyDeclaration(
      identity: identity, name: name, source: source, requirement: requirement, location: call.location)
  }

  /// The Swift 3 API's `.Package(url:majorVersion:)` and `.Package(url:majorVersion:minor:)`: the versions of
  /// that major (or minor) version.
  private mutating func decodeSwift3PackageDependency(_ call: ManifestCall) -> PackageDependencyDeclaration? {
    guard let url = call["url"]?.stringValue, case .int(let major)? = call["majorVersion"] else {
      warn("cannot read the package dependency \(call)", at: call.location)
      return nil
    }
    let requirement: PackageDependencyDeclaration.Requirement
    if case .int(let minor)? = call["minor"] {
      requirement = Self.upToNextMinor("\(major).\(minor).0")
    } else {
      requirement = Self.upToNextMajor("\(major).0.0")
    }
    return PackageDependencyDeclaration(
      identity: PackageDependencyDeclaration.identity(of: url), name: nil, source: .sourceControl(url: url),
      requirement: requirement, location: call.location)
  }

  private func decodeRequirement(_ call: ManifestCall) -> PackageDependencyDeclaration.Requirement? {
    if let from = call["from"]?.stringValue { return Self.upToNextMajor(from) }
    if let exact = call["exact"]?.stringValue { return .exact(Self.normalised(exact)) }
    if let branch = call["branch"]?.stringValue { return .branch(branch) }
    if let revision = call["revision"]?.stringValue { return .revision(revision) }
    guard let requirement = call.positional.first else { return nil }
    switch requirement {
    case .range(let lower, let upper, let closed):
      guard let lower = lower.stringValue, let upper = upper.stringValue else { return nil }
      return .range(
        lowerBound: Self.normalised(lower), upperBound: closed ? Self.nextPatch(upper) : Self.normalised(upper))
    case .call(let inner) where inner.labels == ["uncheckedBounds"]:
      // `Range<Version>(uncheckedBounds: ("1.0.0", "2.0.0"))`, often a manifest's own `static let` in an
      // `extension Range where Bound == Version`, used as `.suitable`.
      guard case .call(let bounds)? = inner["uncheckedBounds"], bounds.name == "tuple", bounds.positional.count == 2,
        let lower = bounds.positional[0].stringValue, let upper = bounds.positional[1].stringValue
      else { return nil }
      return .range(lowerBound: Self.normalised(lower), upperBound: Self.normalised(upper))
    case .call(let inner):
      let argument = inner["from"]?.stringValue ?? inner.positional.first?.stringValue
      guard let argument else { return nil }
      switch inner.name {
      case "upToNextMajor": return Self.upToNextMajor(argument)
      case "upToNextMinor": return Self.upToNextMinor(argument)
      case "exact": return .exact(Self.normalised(argument))
      case "branch": return .branch(argument)
      case "revision": return .revision(argument)
      default: return nil
      }
    case .string(let text, _):
      return Self.upToNextMajor(text)  // `.package(url:, "1.2.0")` reads as `from:`
    default:
      return nil
    }
  }

  // Semantic versions as SwiftPM writes them back: always three numbers.
  static func normalised(_ version: String) -> String {
    let (core, suffix) = split(version)
    var numbers = core
    while numbers.count < 3 { numbers.append(0) }
    return numbers.map(String.init).joined(separator: ".") + suffix
  }

  private static func split(_ version: String) -> ([Int], String) {
    let end = version.firstIndex { $0 == "-" || $0 == "+" } ?? version.endIndex
    let numbers = version[..<end].split(separator: ".").map { Int($0) ?? 0 }
    return (numbers, String(version[end...]))
  }

  static func upToNextMajor(_ version: String) -> PackageDependencyDeclaration.Requirement {
    let (numbers, _) = split(version)
    return .range(lowerBound: normalised(version), upperBound: "\((numbers.first ?? 0) + 1).0.0")
  }

  static func upToNextMinor(_ version: String) -> PackageDependencyDeclaration.Requirement {
    let (numbers, _) = split(version)
    let major = numbers.first ?? 0
    let minor = numbers.count > 1 ? numbers[1] : 0
    return .range(lowerBound: normalised(version), upperBound: "\(major).\(minor + 1).0")
  }

  static func nextPatch(_ version: String) -> String {
    var (numbers, _) = split(version)
    while numbers.count < 3 { numbers.append(0) }
    numbers[2] += 1
    return numbers.map(String.init).joined(separator: ".")
  }

  // MARK: Targets

  private mutating func decodeTarget(_ value: ManifestValue) -> TargetDeclaration? {
    // `Target(name:dependencies:)` of the Swift 3 API: a folder's target, its kind found from its folder.
    guard case .call(let call) = value, let kind = Self.targetKinds[call.name] ?? (call.name == "Target" ? .regular : nil)
    else {
      warn("cannot read the target \(value)", at: value.callValue?.location)
      return nil
    }
    guard let name = call["name"]?.stringValue else {
      warn("cannot read the name of the target \(call)", at: call.location)
      return nil
    }
    var target = TargetDeclaration(name: name, kind: kind, location: call.location)
    for dependency in elements(call["dependencies"], what: "the dependencies of \(name)", at: call.location) {
      if let decoded = decodeTargetDependency(dependency) { target.dependencies.append(decoded) }
    }
    target.path = call["path"]?.stringValue
    target.exclude = strings(call["exclude"])
    if let sources = call["sources"], case .array = sources { target.sources = strings(sources) }
    target.resources = (call["resources"]?.arrayValue ?? []).compactMap { resource in
      guard case .call(let rule) = resource, Self.resourceRules.contains(rule.name) else { return nil }
      return rule.positional.first?.stringValue
    }
    let settings = call["swiftSettings"]
    target.defines = Self.defines(in: settings?.arrayValue ?? [])
    if let settings, !Self.isReadWhole(settings) { target.settingsMayBeIncomplete = true }
    target.plugins = (call["plugins"]?.arrayValue ?? []).compactMap { usage in
      guard case .call(let plugin) = usage, plugin.name == "plugin" else { return nil }
      return plugin["name"]?.stringValue
    }
    return target
  }

  /// Whether a value holds nothing the evaluator could not read: no unknown value, no undecided `if`, no
  /// environment read.
  static func isReadWhole(_ value: ManifestValue) -> Bool {
    switch value {
    case .unknown, .environment: false
    case .string, .int, .double, .bool, .null, .member, .closure, .keyPath: true
    case .array(let elements): elements.allSatisfy(isReadWhole)
    case .dictionary(let pairs): pairs.allSatisfy { isReadWhole($0.key) && isReadWhole($0.value) }
    case .range(let lower, let upper, _): isReadWhole(lower) && isReadWhole(upper)
    case .call(let call): !call.isUndecided && call.arguments.allSatisfy { isReadWhole($0.value) }
    }
  }

  /// `Resource`'s rules: `.copy(path)`, `.process(path, localization:)`, `.embedInCode(path)`.
  static let resourceRules: Set<String> = ["copy", "process", "embedInCode"]

  /// `.define("X")` and `-D X` / `-DX` in `.unsafeFlags([...])` of `swiftSettings`; what cannot be read is left out.
  static func defines(in settings: [ManifestValue]) -> [String] {
    var result: [String] = []
    for setting in settings {
      guard case .call(let call) = setting else { continue }
      if call.name == "define", let name = call.positional.first?.stringValue {
        result.append(name)
      } else if call.name == "unsafeFlags" {
        result += TargetDeclaration.defines(inFlags: (call.positional.first?.arrayValue ?? []).compactMap(\.stringValue))
      }
    }
    return result
  }

  private mutating func decodeTargetDependency(_ value: ManifestValue) -> TargetDependencyDeclaration? {
    switch value {
    case .string(let name, let location):
      return TargetDependencyDeclaration(.byName(name), location: location)
    case .call(let call):
      let condition = decodeCondition(call["condition"])
      guard let name = call["name"]?.stringValue else { break }
      // `.targetItem(name:condition:)`, `.productItem(...)`, `.byNameItem(...)`: the enum's own cases, which the
      // `.target`, `.product` and `.byName` functions make.
      switch call.name {
      case "target", "Target", "targetItem":
        return TargetDependencyDeclaration(.target(name), condition: condition, location: call.location)
      case "byName", "byNameItem":
        return TargetDependencyDeclaration(.byName(name), condition: condition, location: call.location)
      case "product", "productItem":
        return TargetDependencyDeclaration(
          .product(name: name, package: call["package"]?.stringValue), condition: condition, location: call.location)
      default: break
      }
    default:
      break
    }
    warn("cannot read the target dependency \(value)", at: value.callValue?.location)
    return nil
  }

  private mutating func decodeCondition(_ value: ManifestValue?) -> BuildCondition? {
    guard let value else { return nil }
    if case .null = value { return nil }
    guard case .call(let call) = value, call.name == "when" else {
      if !value.isUnknown { warn("cannot read the condition \(value)", at: value.callValue?.location) }
      return nil
    }
    var condition = BuildCondition()
    for platform in call["platforms"]?.arrayValue ?? [] {
      switch platform {
      case .member(let name, _): condition.platforms.append(Self.platformName(name))
      case .call(let custom) where custom.name == "custom":
        if let name = custom.positional.first?.stringValue { condition.platforms.append(name.lowercased()) }
      default: warn("cannot read the platform \(platform)", at: call.location)
      }
    }
    if case .member(let configuration, _)? = call["configuration"] { condition.configuration = configuration }
    condition.traits = strings(call["traits"])
    return condition
  }
}
