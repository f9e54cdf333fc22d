import Foundation

/// Finds the Swift files of a workspace, leaving out build products, dependency checkouts and hidden folders.
public enum SwiftFileFinder {
  /// Folder names never descended into.
  public static let skippedFolders: Set<String> = [
    ".build", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules", ".git", "checkouts",
  ]

  public static func isSkipped(folder name: String) -> Bool {
    name.hasPrefix(".") || skippedFolders.contains(name) || name.hasPrefix(".build-")
  }

  /// Paths of `.swift` files under `root`, relative to it, `/`-separated and sorted.
  public static func swiftFiles(under root: URL) -> [String] {
    let root = root.standardizedFileURL.resolvingSymlinksInPath()
    let rootComponents = root.pathComponents
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    var paths: [String] = []
    for case let url as URL in enumerator {
      let name = url.lastPathComponent
      let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory ?? false
      if isDirectory {
        if isSkipped(folder: name) { enumerator.skipDescendants() }
        continue
      }
      guard name.hasSuffix(".swift") else { continue }
      let components = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
      guard components.count > rootComponents.count, Array(components.prefix(rootComponents.count)) == rootComponents
      else { continue }
      paths.append(components.dropFirst(rootComponents.count).joined(separator: "/"))
    }
    return paths.sorted()
  }
}
