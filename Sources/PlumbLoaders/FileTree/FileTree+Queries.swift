#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

import PlumbModel

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
        case .linkToFolder, .brokenLink, .nameNotUTF8: continue
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

  /// A folder a walk of target sources did not enter, and why.
  public struct Skipped: Hashable, Sendable {
    public var path: String
    public var reason: String
  }

  /// Swift files at or below `path` (an absolute path), following links as `stat` does, as SwiftPM collects a
  /// target's sources: hidden entries and documentation catalogs (`.docc`, whose snippets are not compiled)
  /// are left out, and so is every path in `excluded`. Paths are absolute.
  ///
  /// A link is not followed out of the analysed root (a link to `/` would walk the whole disk) nor into a folder
  /// that holds it (a loop); a folder that cannot be read is not silently empty. Those go to `skipped`.
  func swiftSourcesFollowingLinks(
    at path: String, excluded: Set<String>, into files: inout Set<String>, skipped: inout [Skipped]
  ) {
    let rootReal = Self.realPath(root) ?? root
    let startReal = Self.realPath(path) ?? path
    guard Self.isInside(startReal, rootReal) else {
      skipped.append(Skipped(path: path, reason: "it lies outside the analysed folder (through a link); not read"))
      return
    }
    walkSources(at: path, real: startReal, rootReal: rootReal, excluded: excluded, files: &files, skipped: &skipped)
  }

  private func walkSources(
    at path: String, real: String, rootReal: String, excluded: Set<String>, files: inout Set<String>,
    skipped: inout [Skipped]
  ) {
    guard !excluded.contains(path) else { return }
    let name = XcodePath.lastComponent(path)
    if Self.pathExtension(of: name) == "docc" { return }
    guard let kind = kind(of: path) else { return }
    guard kind.isFolderFollowingLinks else {
      if kind.existsFollowingLinks && Self.pathExtension(of: name) == "swift" { files.insert(path) }
      return
    }
    guard let entries = children(of: path) else {
      skipped.append(Skipped(path: path, reason: "the folder cannot be read; its files are left out"))
      return
    }
    for entry in entries where !entry.name.hasPrefix(".") {
      let child = path + "/" + entry.name
      if entry.kind == .nameNotUTF8 {
        skipped.append(Skipped(path: child, reason: "the name is not UTF-8 text; left out"))
        continue
      }
      var childReal = real + "/" + entry.name
      if entry.kind == .linkToFolder {
        guard let target = Self.realPath(child) else { continue }
        if !Self.isInside(target, rootReal) {
          skipped.append(Skipped(path: child, reason: "a link out of the analysed folder (to \(target)); not followed"))
          continue
        }
        if Self.isInside(real, target) {
          skipped.append(Skipped(path: child, reason: "a link to a folder that contains it (a loop); not followed"))
          continue
        }
        childReal = target
      }
      walkSources(at: child, real: childReal, rootReal: rootReal, excluded: excluded, files: &files, skipped: &skipped)
    }
  }

  /// True when `path` is `folder` or lies below it (both absolute and resolved).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder + "/")
  }

  /// The path with every link resolved, as the file system sees it; nil when it does not exist.
  static func realPath(_ path: String) -> String? {
    let resolved = resolvedPath(path)
    InputRecorder.note(.realPath(path: path)) { realPathAnswer(resolved) }
    return resolved
  }

  static func realPathAnswer(_ resolved: String?) -> ContentHash {
    resolved.map { ContentHash(of: $0) } ?? ContentHash(of: "\u{0}missing")
  }

  static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The extension as `URL.pathExtension` reads it: what follows the last dot, when the name does not start there.
  static func pathExtension(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }
}

extension FileTree {
  /// The root-relative path as it is spelled on disk, when only the letter case of its components differs from
  /// `path`: Xcode projects are written on macOS, whose file systems ignore case, so a project may name
  /// `Modules/View/ListViewController.swift` for `modules/view/ListViewController.swift`. Nil when nothing matches,
  /// or when a component matches more than one entry (two names that differ only in case).
  /// The root-relative path a reference written on macOS opens there: `path` when it exists, else the one entry
  /// that differs from it only in case (`pathIgnoringCase`); nil when neither. Every reader that resolves a path
  /// a project, workspace or spec names asks this before saying it does not exist.
  public func spelledOnDisk(_ path: String) -> String? {
    exists(path) ? path : pathIgnoringCase(path)
  }

  public func pathIgnoringCase(_ path: String) -> String? {
    guard let key = key(path), !key.isEmpty else { return nil }
    var found = ""
    for component in key.split(separator: "/") {
      guard let entries = listings[found] else { return nil }
      var matches = entries.filter { $0.name == component }
      if matches.isEmpty { matches = entries.filter { $0.name.lowercased() == component.lowercased() } }
      guard matches.count == 1 else { return nil }
      found = Self.join(found, matches[0].name)
    }
    return found
  }
}
