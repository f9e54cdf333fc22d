import Foundation
import PlumbModel

/// Finds the manifests of Swift packages: which `Package.swift` (or versioned variant) SwiftPM reads in a folder.
/// The search below a folder is the shared walk's (`FileTree.manifests(below:)`).
public struct PackageDiscovery: Sendable {
  public init() {}

  /// Manifest URLs below `root`, sorted by path: a walk of that folder, for callers without one.
  public func manifests(below root: URL) -> [URL] {
    let tree = FileTree(root: root.standardizedFileURL.path)
    return tree.manifests().map { URL(fileURLWithPath: tree.absolutePath($0)) }
  }

  /// The manifest SwiftPM would read for the package in `folder`, or nil when there is no Package.swift.
  public func manifest(in folder: URL) -> URL? {
    guard let names = FileTree.read(folder: folder.path)?.map(\.name), names.contains("Package.swift") else {
      return nil
    }
    return folder.appendingPathComponent(Self.selectManifest(among: names, in: folder))
  }

  /// The manifest SwiftPM reads in a package folder: a `Package@swift-<version>.swift` whose marker matches
  /// the running Swift (6.3.1, then 6.3, then 6); otherwise, of `Package.swift` and the version-specific
  /// manifests, the one with the newest tools version this Swift supports.
  static func selectManifest(
    among files: [String], in folder: URL, swiftVersion: [Int] = CompilationConditions.host.swiftVersion + [1]
  ) -> String {
    selectManifest(among: files, inFolder: folder.path, swiftVersion: swiftVersion)
  }

  /// `selectManifest(among:in:swiftVersion:)` for a folder given by its absolute path.
  static func selectManifest(
    among files: [String], inFolder folder: String,
    swiftVersion: [Int] = CompilationConditions.host.swiftVersion + [1]
  ) -> String {
    let markers = (1...swiftVersion.count).reversed().map {
      "Package@swift-" + swiftVersion.prefix($0).map(String.init).joined(separator: ".") + ".swift"
    }
    if let exact = markers.first(where: files.contains) { return exact }
    var best = "Package.swift"
    var bestVersion = toolsVersion(of: URL(fileURLWithPath: folder + "/" + best)) ?? [0]
    for file in files.sorted() where file.hasPrefix("Package@swift-") && file.hasSuffix(".swift") {
      let marker = file.dropFirst("Package@swift-".count).dropLast(".swift".count)
      let markerVersion = marker.split(separator: ".").compactMap { Int($0) }
      guard !markerVersion.isEmpty, !swiftVersion.lexicographicallyPrecedes(markerVersion) else { continue }
      guard let tools = toolsVersion(of: URL(fileURLWithPath: folder + "/" + file)),
        !swiftVersion.lexicographicallyPrecedes(tools), bestVersion.lexicographicallyPrecedes(tools)
      else { continue }
      best = file
      bestVersion = tools
    }
    return best
  }

  /// Whether the file is a package manifest, not a source file that happens to be called `Package.swift` (a type
  /// named `Package`): a manifest names its tools version (`// swift-tools-version:`) or imports
  /// `PackageDescription`. A folder holding one is a package of its own (`PackageFolders`).
  static func isManifest(_ file: URL) -> Bool {
    guard let bytes = try? TextFile.bytes(of: file, limit: 4096) else { return false }
    let head = String(decoding: bytes, as: UTF8.self)
    return StaticManifestReader.toolsVersion(in: head) != nil || head.contains("import PackageDescription")
  }

  /// Whether the file is plain text that is no manifest (`isManifest` false): a source file called `Package.swift`.
  /// A file plumb cannot read as text (empty, binary, not UTF-8, unreadable) is not taken for one: the manifest
  /// reader says what is wrong with it.
  static func isSourceNamedPackage(_ file: URL) -> Bool {
    guard let bytes = try? TextFile.bytes(of: file, limit: 4096), !bytes.contains(0),
      bytes.contains(where: { !(UInt8(ascii: " ") == $0 || (9...13).contains($0)) }),
      String(data: bytes, encoding: .utf8) != nil || bytes.count == 4096
    else { return false }
    return !isManifest(file)
  }

  private static func toolsVersion(of manifest: URL) -> [Int]? {
    guard let bytes = try? TextFile.bytes(of: manifest, limit: 200) else { return nil }
    let head = String(decoding: bytes, as: UTF8.self)
    return StaticManifestReader.toolsVersion(in: head).map { $0.split(separator: ".").compactMap { Int($0) } }
  }
}
