import Foundation
import PlumbModel

/// Reads a manifest exactly, by asking SwiftPM: runs `swift package dump-package` in the package folder and
/// decodes its JSON into the same model the static reader produces.
///
/// This compiles and EXECUTES the manifest, so plumb only does it when the user asks (`--evaluate-manifests`).
public struct DumpPackageReader: Sendable {
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  /// The `swift` driver to run; found on PATH by default.
  public var swiftExecutable: String

  public init(swiftExecutable: String? = nil) {
    self.swiftExecutable = swiftExecutable ?? ProcessInfo.processInfo.environment["PLUMB_SWIFT"] ?? "swift"
  }

  /// Dumps and decodes the package whose Package.swift lies in `packageDirectory`. Nothing is written into the
  /// package folder: SwiftPM's scratch files go to a temporary folder that is removed afterwards.
  public func read(packageDirectory: URL) throws -> PackageManifest {
    let json = try dump(packageDirectory: packageDirectory)
    return try Self.decode(json: json)
  }

  public func dump(packageDirectory: URL) throws -> Data {
    let fileManager = FileManager.default
    let work = fileManager.temporaryDirectory.appendingPathComponent("plumb-dump-\(UUID().uuidString)")
    try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: work) }
    // SwiftPM's messages go to a file rather than a second pipe, so a chatty manifest cannot block the process
    // on a full pipe while we wait for its output.
    let errorsURL = work.appendingPathComponent("stderr.txt")
    // A file that cannot be created makes the handle below throw, which says why.
    _ = fileManager.createFile(atPath: errorsURL.path, contents: nil)
    let errors = try FileHandle(forWritingTo: errorsURL)
    defer { try? errors.close() }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      swiftExecutable, "package", "--package-path", packageDirectory.path,
      "--scratch-path", work.appendingPathComponent("scratch").path, "dump-package",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Failure(description: "cannot run '\(swiftExecutable) package dump-package': \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = ((try? String(contentsOf: errorsURL, encoding: .utf8)) ?? "")
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw Failure(description: "swift package dump-package failed (\(process.terminationStatus)): \(message)")
    }
    return data
  }

  // MARK: Decoding SwiftPM's JSON

  public static func decode(json: Data) throws -> PackageManifest {
    guard let root = try JSONSerialization.jsonObject(with: json) as? [String: Any] else {
      throw Failure(description: "dump-package did not print a JSON object")
    }
    var manifest = PackageManifest(name: root["name"] as? String ?? "")
    manifest.toolsVersion = (root["toolsVersion"] as? [String: Any])?["_version"] as? String
    for platform in root["platforms"] as? [[String: Any]] ?? [] {
      guard let name = platform["platformName"] as? String, let version = platform["version"] as? String else {
        continue
      }
      manifest.platforms.append(PlatformRequirement(name: name, version: version))
    }
    for product in root["products"] as? [[String: Any]] ?? [] {
      if let decoded = decodeProduct(product) { manifest.products.append(decoded) }
    }
    for dependency in root["dependencies"] as? [[String: Any]] ?? [] {
      if let decoded = decodePackageDependency(dependency) { manifest.dependencies.append(decoded) }
    }
    for target in root["targets"] as? [[String: Any]] ?? [] {
      if let decoded = decodeTarget(target) { manifest.targets.append(decoded) }
    }
    return manifest
  }

  /// SwiftPM encodes enums with associated values as `{"case": [values...]}`.
  private static func enumCase(_ value: Any?) -> (name: String, values: [Any])? {
    guard let object = value as? [String: Any], let (name, payload) = object.first else { return nil }
    return (name, payload as? [Any] ?? [])
  }

  private static func decodeProduct(_ object: [String: Any]) -> ProductDeclaration? {
    guard let name = object["name"] as? String, let (type, values) = enumCase(object["type"]) else { return nil }
    let kind: ProductDeclaration.Kind
    switch type {
    case "library":
      kind = .library(ProductDeclaration.Kind.LibraryType(rawValue: values.first as? String ?? "") ?? .automatic)
    case "executable": kind = .executable
    case "plugin": kind = .plugin
    case "macro": kind = .macro
    case "snippet": kind = .snippet
    default: return nil
    }
    return ProductDeclaration(name: name, kind: kind, targets: object["targets"] as? [String] ?? [])
  }

  private static func decodePackageDependency(_ object: [String: Any]) -> PackageDependencyDeclaration? {
    guard let (kind, values) = enumCase(object), let settings = values.first as? [String: Any],
      let identity = settings["identity"] as? String
    else { return nil }
    let name = settings["nameForTargetDependencyResolutionOnly"] as? String
    switch kind {
    case "fileSystem":
      guard let path = settings["path"] as? String else { return nil }
      return PackageDependencyDeclaration(identity: identity, name: name, source: .fileSystem(path: path))
    case "sourceControl":
      guard let (locationKind, locations) = enumCase(settings["location"]) else { return nil }
      let source: PackageDependencyDeclaration.Source
      if locationKind == "remote", let remote = locations.first as? [String: Any],
        let url = remote["urlString"] as? String
      {
        source = .sourceControl(url: url)
      } else if locationKind == "local", let path = locations.first as? String {
        source = .sourceControl(url: path)
      } else {
        return nil
      }
      return PackageDependencyDeclaration(
        identity: identity, name: name, source: source, requirement: decodeRequirement(settings["requirement"]))
    case "registry":
      return PackageDependencyDeclaration(
        identity: identity, name: name, source: .registry(id: identity),
        requirement: decodeRequirement(settings["requirement"]))
    default:
      return nil
    }
  }

  private static func decodeRequirement(_ value: Any?) -> PackageDependencyDeclaration.Requirement? {
    guard let (kind, values) = enumCase(value) else { return nil }
    switch kind {
    case "range":
      guard let range = values.first as? [String: Any], let lower = range["lowerBound"] as? String,
        let upper = range["upperBound"] as? String
      else { return nil }
      return .range(lowerBound: lower, upperBound: upper)
    case "exact": return (values.first as? String).map { .exact($0) }
    case "branch": return (values.first as? String).map { .branch($0) }
    case "revision": return (values.first as? String).map { .revision($0) }
    default: return nil
    }
  }

  private static func decodeTarget(_ object: [String: Any]) -> TargetDeclaration? {
    guard let name = object["name"] as? String, let type = object["type"] as? String,
      let kind = TargetDeclaration.Kind(rawValue: type)
    else { return nil }
    var target = TargetDeclaration(name: name, kind: kind)
    target.path = object["path"] as? String
    target.exclude = object["exclude"] as? [String] ?? []
    target.sources = object["sources"] as? [String]
    target.resources = (object["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
    for setting in object["settings"] as? [[String: Any]] ?? [] where setting["tool"] as? String == "swift" {
      guard let (kind, values) = enumCase(setting["kind"]) else { continue }
      if kind == "define", let name = values.first as? String { target.defines.append(name) }
      if kind == "unsafeFlags", let flags = values.first as? [String] {
        target.defines += TargetDeclaration.defines(inFlags: flags)
      }
    }
    // `{"plugin": ["OpenAPIGenerator", "swift-openapi-generator"]}` (or with labels: `{"name": ..., "package": ...}`).
    for usage in object["pluginUsages"] as? [[String: Any]] ?? [] {
      guard let (kind, payload) = usage.first, kind == "plugin" else { continue }
      if let name = (payload as? [Any])?.first as? String ?? (payload as? [String: Any])?["name"] as? String {
        target.plugins.append(name)
      }
    }
    for dependency in object["dependencies"] as? [[String: Any]] ?? [] {
      guard let (dependencyKind, values) = enumCase(dependency), let dependencyName = values.first as? String else {
        continue
      }
      switch dependencyKind {
      case "byName":
        target.dependencies.append(.init(.byName(dependencyName), condition: decodeCondition(values.last)))
      case "target":
        target.dependencies.append(.init(.target(dependencyName), condition: decodeCondition(values.last)))
      case "product":
        let package = values.count > 1 ? values[1] as? String : nil
        target.dependencies.append(
          .init(.product(name: dependencyName, package: package), condition: decodeCondition(values.last)))
      default:
        continue
      }
    }
    return target
  }

  private static func decodeCondition(_ value: Any?) -> BuildCondition? {
    guard let object = value as? [String: Any] else { return nil }
    var condition = BuildCondition()
    condition.platforms = object["platformNames"] as? [String] ?? []
    condition.configuration = object["config"] as? String
    condition.traits = object["traits"] as? [String] ?? []
    return condition
  }
}
