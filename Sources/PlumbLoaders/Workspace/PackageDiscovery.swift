import Foundation

/// Finds every Package.swift below a folder, skipping build output, dependency checkouts and hidden folders.
public struct PackageDiscovery: Sendable {
  /// Folders never descended into: they hold build products or copies of other people's packages.
  static let skippedFolders: Set<String> = [
    ".build", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules", ".git", "checkouts",
  ]

  public init() {}

  /// Manifest URLs, sorted by path.
  public func manifests(below root: URL) -> [URL] {
    var found: [URL] = []
    visit(root.standardizedFileURL, into: &found)
    return found.sorted { $0.path < $1.path }
  }

  /// The manifest SwiftPM would read for the package in `folder`, or nil when there is no Package.swift.
  public func manifest(in folder: URL) -> URL? {
    guard let children = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
      children.contains("Package.swift")
    else { return nil }
    return folder.appendingPathComponent(Self.selectManifest(among: children, in: folder))
  }

  private func visit(_ folder: URL, into found: inout [URL]) {
    let fileManager = FileManager.default
    guard let children = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return }
    if children.contains("Package.swift") {
      found.append(folder.appendingPathComponent(Self.selectManifest(among: children, in: folder)))
    }
    for child in children.sorted() {
      guard !Self.isSkipped(child) else { continue }
      let url = folder.appendingPathComponent(child)
      var isDirectory: ObjCBool = false
      // Symbolic links are not followed: they can loop, and they point at code that lives elsewhere.
      let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey])
      guard values?.isSymbolicLink != true,
        fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
      else { continue }
      visit(url, into: &found)
    }
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

  private static func toolsVersion(of manifest: URL) -> [Int]? {
    guard let handle = try? FileHandle(forReadingFrom: manifest) else { return nil }
    defer { try? handle.close() }
    let head = String(decoding: (try? handle.read(upToCount: 200)) ?? Data(), as: UTF8.self)
    return StaticManifestReader.toolsVersion(in: head).map { $0.split(separator: ".").compactMap { Int($0) } }
  }

  static func isSkipped(_ name: String) -> Bool {
    name.hasPrefix(".") || skippedFolders.contains(name) || name.hasPrefix(".build-")
  }
}
