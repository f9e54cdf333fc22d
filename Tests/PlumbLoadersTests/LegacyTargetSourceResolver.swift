import Foundation

@testable import PlumbLoaders

// Test oracle: TargetSourceResolver as it was before the shared walk (`FileTree`), asking FileManager about every
// folder and file; `FileTreeOracleTests` requires the same resolutions from the tree.

/// Finds a target's folder and Swift files the way SwiftPM's package builder does.
///
/// Without a `path:`, a target lives in `<predefined folder>/<name>`, where the predefined folder is the first
/// of `Sources`, `Source`, `src`, `srcs` that exists (test targets look in `Tests` first, plugins in `Plugins`).
/// `exclude:` and `resources:` remove files or folders; `sources:` keeps only the listed ones. Hidden files are
/// skipped.
struct LegacyTargetSourceResolver: Sendable {
  static let sourceFolders = ["Sources", "Source", "src", "srcs"]
  static let testFolders = ["Tests"] + sourceFolders
  static let pluginFolders = ["Plugins"]

  /// The folder all returned paths are relative to (the analysed root).
  var root: URL

  init(root: URL) {
    self.root = root.standardizedFileURL
  }


  /// - Parameter manifest: the whole manifest, for the layout of tools 5.9 and later: a package's only regular
  ///   target may sit directly in `Sources/`, its only test target directly in `Tests/`.
  func resolve(_ target: TargetDeclaration, packageDirectory: URL, in manifest: PackageManifest? = nil)
    -> TargetSourceResolver.Resolution
  {
    let fileManager = FileManager.default
    if target.kind == .binary && target.path == nil {
      return TargetSourceResolver.Resolution(path: nil, sources: [], folderExists: true)  // downloaded from its `url:`
    }
    let folder: URL
    if let custom = target.path {
      folder = packageDirectory.appendingPathComponent(custom).standardizedFileURL
    } else {
      let candidates: [String]
      switch target.kind {
      case .test: candidates = Self.testFolders
      case .plugin: candidates = Self.pluginFolders
      default: candidates = Self.sourceFolders
      }
      let predefined = candidates.first { isDirectory(packageDirectory.appendingPathComponent($0)) } ?? candidates[0]
      let named = packageDirectory.appendingPathComponent(predefined).appendingPathComponent(target.name)
      if !isDirectory(named), let manifest, TargetSourceResolver.mayUsePredefinedFolderItself(target, in: manifest) {
        folder = packageDirectory.appendingPathComponent(predefined)
      } else {
        folder = named
      }
    }
    let relativeFolder = relativePath(folder)
    guard isDirectory(folder) else {
      return TargetSourceResolver.Resolution(path: relativeFolder, sources: [], folderExists: fileManager.fileExists(atPath: folder.path))
    }
    if target.kind == .binary || target.kind == .system {
      return TargetSourceResolver.Resolution(path: relativeFolder, sources: [], folderExists: true)
    }
    // The resources (`.copy`, `.process`) are not sources, as the walk's resolver says since they were read.
    var excluded = Set(
      (target.exclude + target.resources).map { folder.appendingPathComponent($0).standardizedFileURL.path })
    // A target whose folder is the package's own (`path: ""`) never compiles the manifest, nor its versioned
    // variants (`Package@swift-5.9.swift`).
    let packageRoot = packageDirectory.standardizedFileURL
    if folder.path == packageRoot.path {
      let names = (try? fileManager.contentsOfDirectory(atPath: packageRoot.path)) ?? []
      for name in names where name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) {
        excluded.insert(packageRoot.appendingPathComponent(name).path)
      }
    }
    let roots = target.sources.map { $0.map { folder.appendingPathComponent($0).standardizedFileURL } } ?? [folder]
    var files: Set<String> = []
    for start in roots {
      collectSwiftFiles(at: start, excluded: excluded, into: &files)
    }
    return TargetSourceResolver.Resolution(path: relativeFolder, sources: files.sorted(), folderExists: true)
  }

  private func collectSwiftFiles(at url: URL, excluded: Set<String>, into files: inout Set<String>) {
    guard !excluded.contains(url.path) else { return }
    // Documentation catalogs hold tutorial snippets as .swift files; SwiftPM does not compile them.
    if url.pathExtension == "docc" { return }
    if !isDirectory(url) {
      if url.pathExtension == "swift" && FileManager.default.fileExists(atPath: url.path) {
        files.insert(relativePath(url))
      }
      return
    }
    let children = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    for child in children.sorted() where !child.hasPrefix(".") {
      collectSwiftFiles(at: url.appendingPathComponent(child), excluded: excluded, into: &files)
    }
  }

  func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// `url` relative to the root when it lies below it; otherwise its absolute path.
  func relativePath(_ url: URL) -> String {
    Self.relativePath(url.standardizedFileURL.path, to: root.path)
  }

  static func relativePath(_ path: String, to root: String) -> String {
    let base = root.hasSuffix("/") ? root : root + "/"
    if path == root { return "." }
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}
