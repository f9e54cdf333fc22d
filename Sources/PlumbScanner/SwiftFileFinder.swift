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
    let root = root.standardizedFileURL
    // The enumerator builds each URL on the root it was given, so the relative path is what follows the root's.
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    let resolvedRoot = root.resolvingSymlinksInPath().path
    let resolvedPrefix = resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/"
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
      var path = url.path
      if !path.hasPrefix(prefix) {
        // Some platforms hand back resolved paths (`/private/var` for `/var`): compare resolved with resolved.
        path = url.resolvingSymlinksInPath().path
        guard path.hasPrefix(resolvedPrefix) else { continue }
        paths.append(String(path.dropFirst(resolvedPrefix.count)))
        continue
      }
      paths.append(String(path.dropFirst(prefix.count)))
    }
    return paths.sorted()
  }
}
