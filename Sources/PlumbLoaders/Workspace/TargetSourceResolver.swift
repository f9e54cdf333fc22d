import Foundation

/// Finds a target's folder and Swift files the way SwiftPM's package builder does.
///
/// Without a `path:`, a target lives in `<predefined folder>/<name>`, where the predefined folder is the first
/// of `Sources`, `Source`, `src`, `srcs` that exists (test targets look in `Tests` first, plugins in `Plugins`).
/// `exclude:` and `resources:` remove files or folders; `sources:` keeps only the listed ones. Hidden files are
/// skipped.
public struct TargetSourceResolver: Sendable {
  static let sourceFolders = ["Sources", "Source", "src", "srcs"]
  static let testFolders = ["Tests"] + sourceFolders
  static let pluginFolders = ["Plugins"]

  /// The folder all returned paths are relative to (the analysed root).
  public var root: URL
  /// The walk of the root: target folders are listed from it, not from the disk again.
  public var tree: FileTree

  public init(root: URL, tree: FileTree? = nil) {
    self.root = root.standardizedFileURL
    self.tree = tree ?? FileTree(root: self.root.path)
  }

  public struct Resolution: Hashable, Sendable {
    /// The target folder relative to the analysed root (nil when the target has no folder: a remote binary).
    public var path: String?
    /// Swift files relative to the analysed root, sorted.
    public var sources: [String]
    /// False when the folder does not exist.
    public var folderExists: Bool
    /// Folders below it that were not read: unreadable, or links out of the analysed root or into a loop.
    public var skipped: [FileTree.Skipped] = []
    /// Sources that are symbolic links to files inside the root, and the files they point to (root-relative).
    public var links: [String: String] = [:]
    /// Swift files inside the target's folder that its `exclude:` or `resources:` leave out on purpose (a fixture a
    /// test reads, a template it copies), root-relative and sorted: no module's code, and not to be guessed one.
    public var leftOut: [String] = []
  }

  /// - Parameter manifest: the whole manifest, for the layout of tools 5.9 and later: a package's only regular
  ///   target may sit directly in `Sources/`, its only test target directly in `Tests/`.
  /// - Parameter otherPackages: the folders of the packages inside this one (absolute, `PackageFolders.inside`):
  ///   the files of those whose manifest the target would compile are theirs, not the target's (`PackageFolders`).
  public func resolve(
    _ target: TargetDeclaration, packageDirectory: URL, in manifest: PackageManifest? = nil,
    otherPackages: Set<String> = []
  ) -> Resolution {
    if target.kind == .binary && target.path == nil {
      return Resolution(path: nil, sources: [], folderExists: true)  // downloaded from its `url:`
    }
    let packageRoot = XcodePath.normalize(packageDirectory.path)
    let folder = self.folder(of: target, packageDirectory: packageDirectory, in: manifest)
    let relativeFolder = relativePath(folder)
    guard tree.isFolder(folder) else {
      return Resolution(path: relativeFolder, sources: [], folderExists: tree.exists(folder))
    }
    if target.kind == .binary || target.kind == .system {
      return Resolution(path: relativeFolder, sources: [], folderExists: true)
    }
    // Resources are copied or processed, never compiled, whatever their files' extensions.
    var excluded = Set((target.exclude + target.resources).map { XcodePath.normalize(folder + "/" + $0) })
    // A target whose folder is the package's own (`path: ""`) never compiles the manifest, nor its versioned
    // variants (`Package@swift-5.9.swift`).
    if folder == packageRoot {
      for entry in tree.children(of: packageRoot) ?? []
      where entry.name == "Package.swift" || (entry.name.hasPrefix("Package@swift-") && entry.name.hasSuffix(".swift")) {
        excluded.insert(packageRoot + "/" + entry.name)
      }
    }
    let starts = target.sources.map { $0.map { XcodePath.normalize(folder + "/" + $0) } } ?? [folder]
    let enclosed = otherPackages.filter { PackageFolders.encloses($0, starts: starts, excluded: excluded) }
    var files: Set<String> = []
    var skipped: [FileTree.Skipped] = []
    for start in starts {
      tree.swiftSourcesFollowingLinks(at: start, excluded: excluded.union(enclosed), into: &files, skipped: &skipped)
    }
    var leftOut: Set<String> = []
    var ignoredSkips: [FileTree.Skipped] = []
    for path in excluded where path != folder && path.hasPrefix(folder + "/") && tree.exists(path) {
      tree.swiftSourcesFollowingLinks(at: path, excluded: [], into: &leftOut, skipped: &ignoredSkips)
    }
    return Resolution(
      path: relativeFolder, sources: files.map(relativePath).sorted(), folderExists: true,
      skipped: skipped.map { FileTree.Skipped(path: relativePath($0.path), reason: $0.reason) },
      links: links(among: files), leftOut: leftOut.subtracting(files).map(relativePath).sorted())
  }

  /// The target's folder, absolute and lexically standardized (as `URL.standardizedFileURL` gives it): its `path:`,
  /// else `<predefined folder>/<name>`, else (tools 5.9 and later, a single target of its kind) the predefined
  /// folder itself.
  public func folder(of target: TargetDeclaration, packageDirectory: URL, in manifest: PackageManifest? = nil)
    -> String
  {
    let packageRoot = XcodePath.normalize(packageDirectory.path)
    if let custom = target.path { return XcodePath.normalize(packageRoot + "/" + custom) }
    let candidates: [String]
    switch target.kind {
    case .test: candidates = Self.testFolders
    case .plugin: candidates = Self.pluginFolders
    default: candidates = Self.sourceFolders
    }
    let predefined = candidates.first { tree.isFolder(packageRoot + "/" + $0) } ?? candidates[0]
    let named = XcodePath.normalize(packageRoot + "/" + predefined + "/" + target.name)
    if !tree.isFolder(named), let manifest, Self.mayUsePredefinedFolderItself(target, in: manifest) {
      return XcodePath.normalize(packageRoot + "/" + predefined)
    }
    return named
  }

  /// The files that are symbolic links to a file inside the root, each with the root-relative file it points to.
  private func links(among files: Set<String>) -> [String: String] {
    var links: [String: String] = [:]
    let linked = files.filter { tree.kind(of: $0) == .linkToFile }
    guard !linked.isEmpty else { return links }
    let rootReal = FileTree.realPath(tree.root) ?? tree.root
    for file in linked {
      guard let real = FileTree.realPath(file), FileTree.isInside(real, rootReal) else { continue }
      links[relativePath(file)] = Self.relativePath(real, to: rootReal)
    }
    return links
  }

  /// SwiftPM 5.9 and later: when a package has a single target of a kind (regular, or test), its sources may be
  /// the predefined folder itself.
  static func mayUsePredefinedFolderItself(_ target: TargetDeclaration, in manifest: PackageManifest) -> Bool {
    guard let tools = manifest.toolsVersion?.split(separator: ".").compactMap({ Int($0) }), !tools.isEmpty,
      !tools.lexicographicallyPrecedes([5, 9])
    else { return false }
    let isTest = target.kind == .test
    // Counted up to two: asked for every target whose folder is missing, a full count grew with the square of the
    // targets.
    var siblings = 0
    for other in manifest.targets where other.path == nil && (other.kind == .test) == isTest && other.kind != .plugin {
      siblings += 1
      if siblings > 1 { return false }
    }
    return siblings == 1
  }

  /// `url` relative to the root when it lies below it; otherwise its absolute path.
  public func relativePath(_ url: URL) -> String {
    Self.relativePath(url.standardizedFileURL.path, to: root.path)
  }

  /// An absolute, standardized path relative to the root when it lies below it; otherwise the path itself.
  func relativePath(_ path: String) -> String {
    Self.relativePath(path, to: tree.root)
  }

  static func relativePath(_ path: String, to root: String) -> String {
    let base = root.hasSuffix("/") ? root : root + "/"
    if path == root { return "." }
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}
