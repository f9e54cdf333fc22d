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

  private func visit(_ folder: URL, into found: inout [URL]) {
    let fileManager = FileManager.default
    guard let children = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return }
    if children.contains("Package.swift") {
      found.append(folder.appendingPathComponent("Package.swift"))
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

  static func isSkipped(_ name: String) -> Bool {
    name.hasPrefix(".") || skippedFolders.contains(name) || name.hasPrefix(".build-")
  }
}
