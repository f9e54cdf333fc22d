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
    // The path-based enumerator hands out paths relative to the root, with the attributes it already read.
    guard let enumerator = FileManager.default.enumerator(atPath: root.standardizedFileURL.path) else { return [] }
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
        if isSkipped(folder: name) { enumerator.skipDescendants() }
        continue
      }
      guard name.hasSuffix(".swift"), !name.hasPrefix(".") else { continue }
      paths.append(path)
    }
    return paths.sorted()
  }
}
