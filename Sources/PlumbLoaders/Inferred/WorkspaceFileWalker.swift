import Foundation

/// Walks a folder tree and lists its files and folders as root-relative paths, sorted, without following
/// symbolic links to folders (they can loop) and without entering the folders `skipsFolder` rejects.
struct WorkspaceFileWalker {
  struct Listing {
    var files: [String] = []
    var folders: [String] = []
  }

  /// Folders that hold build output, fetched dependencies or tool state, never sources of the workspace.
  static let ignoredFolderNames: Set<String> = [
    "DerivedData", "Pods", "Carthage", "node_modules", "checkouts",
  ]

  /// Folders that are opaque bundles to Xcode; they can hold no Swift sources of a target.
  static let bundleExtensions: Set<String> = [
    "xcodeproj", "xcworkspace", "xcassets", "xcframework", "framework", "bundle", "app", "xcdatamodeld",
    "lproj", "playground", "xctemplate", "docc",
  ]

  /// The skip list of workspace discovery: hidden folders (`.build`, `.build-*`, `.git`, `.swiftpm`), build and
  /// vendor folders, and bundles.
  static func isIgnoredFolder(named name: String) -> Bool {
    if name.hasPrefix(".") || ignoredFolderNames.contains(name) { return true }
    let ext = (name as NSString).pathExtension.lowercased()
    return !ext.isEmpty && bundleExtensions.contains(ext)
  }

  let root: URL
  let skipsFolder: (_ relativePath: String, _ name: String) -> Bool

  init(root: URL, skipsFolder: @escaping (_ relativePath: String, _ name: String) -> Bool) {
    self.root = root.standardizedFileURL
    self.skipsFolder = skipsFolder
  }

  /// Lists everything below `start` (a root-relative folder; "" for the root). The start folder itself is never
  /// skipped. Files and folders come sorted by path.
  func list(from start: String = "") -> Listing {
    var listing = Listing()
    var pending = [start]
    let manager = FileManager.default
    while let folder = pending.popLast() {
      let url = XcodePath.url(folder, root: root)
      guard let names = try? manager.contentsOfDirectory(atPath: url.path) else { continue }
      for name in names.sorted() {
        let relative = XcodePath.join(folder, name)
        let child = url.appendingPathComponent(name)
        guard let values = try? child.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey]) else { continue }
        if values.isSymbolicLink == true {
          // A link to a file is a file; a link to a folder is not followed.
          var isFolder: ObjCBool = false
          if manager.fileExists(atPath: child.path, isDirectory: &isFolder), !isFolder.boolValue {
            listing.files.append(relative)
          }
          continue
        }
        if values.isDirectory == true {
          if skipsFolder(relative, name) { continue }
          listing.folders.append(relative)
          pending.append(relative)
        } else {
          listing.files.append(relative)
        }
      }
    }
    listing.files.sort()
    listing.folders.sort()
    return listing
  }
}
