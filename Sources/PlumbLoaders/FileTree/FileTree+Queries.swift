/// The questions the stages ask of the tree. Each answers from the walk's listings in memory, reading from disk
/// only the folders the walk did not enter, so a stage sees what its own walk of the disk would have seen.
extension FileTree {
  /// Files and folders below a start folder, as paths in the start's convention (root-relative or absolute).
  public struct Listing: Equatable, Sendable {
    public var files: [String] = []
    public var folders: [String] = []
  }

  /// Lists everything below `start` (`""` for the root) without entering links to folders (they can loop) nor
  /// the folders `skipsFolder(path, name)` rejects; a link to a file counts as a file, a broken link as nothing.
  /// The start folder itself is never skipped. Files and folders come sorted by path.
  public func list(from start: String = "", skipsFolder: (_ path: String, _ name: String) -> Bool) -> Listing {
    var listing = Listing()
    var pending = [XcodePath.normalize(start)]
    while let folder = pending.popLast() {
      guard let entries = children(of: folder) else { continue }
      for entry in entries {
        let path = Self.join(folder, entry.name)
        switch entry.kind {
        case .file, .linkToFile: listing.files.append(path)
        case .linkToFolder, .brokenLink: continue
        case .folder:
          if skipsFolder(path, entry.name) { continue }
          listing.folders.append(path)
          pending.append(path)
        }
      }
    }
    listing.files.sort()
    listing.folders.sort()
    return listing
  }

  /// Every `Package.swift` folder below `start` (`""` for the root), as the paths of the manifests SwiftPM would
  /// read there (`PackageDiscovery.selectManifest`), sorted. Skipped folders and links to folders are not entered.
  public func manifests(below start: String = "") -> [String] {
    var found: [String] = []
    var pending = [XcodePath.normalize(start)]
    while let folder = pending.popLast() {
      guard let entries = children(of: folder) else { continue }
      if entries.contains(where: { $0.name == "Package.swift" }) {
        let names = entries.map(\.name)
        let manifest = PackageDiscovery.selectManifest(among: names, inFolder: absolutePath(folder))
        found.append(Self.join(folder, manifest))
      }
      for entry in entries where entry.kind == .folder && !Self.isSkipped(folder: entry.name) {
        pending.append(Self.join(folder, entry.name))
      }
    }
    return found.sorted()
  }

  /// The Swift files of the walk: every file or link named `*.swift` that is not hidden, in the folders the walk
  /// entered, root-relative and sorted. What `plumb scan` reads.
  public func swiftFiles() -> [String] {
    var files: [String] = []
    for (folder, entries) in listings {
      for entry in entries where entry.kind != .folder && entry.name.hasSuffix(".swift") && !entry.name.hasPrefix(".") {
        files.append(Self.join(folder, entry.name))
      }
    }
    return files.sorted()
  }

  /// Swift files at or below `path` (an absolute path), following links as `stat` does, as SwiftPM collects a
  /// target's sources: hidden entries and documentation catalogs (`.docc`, whose snippets are not compiled)
  /// are left out, and so is every path in `excluded`. Paths are absolute.
  func swiftSourcesFollowingLinks(at path: String, excluded: Set<String>, into files: inout Set<String>) {
    guard !excluded.contains(path) else { return }
    let name = XcodePath.lastComponent(path)
    if Self.pathExtension(of: name) == "docc" { return }
    guard let kind = kind(of: path) else { return }
    guard kind.isFolderFollowingLinks, let entries = children(of: path) else {
      if kind.existsFollowingLinks && !kind.isFolderFollowingLinks && Self.pathExtension(of: name) == "swift" {
        files.insert(path)
      }
      return
    }
    for entry in entries where !entry.name.hasPrefix(".") {
      swiftSourcesFollowingLinks(at: path + "/" + entry.name, excluded: excluded, into: &files)
    }
  }

  /// The extension as `URL.pathExtension` reads it: what follows the last dot, when the name does not start there.
  static func pathExtension(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }
}
