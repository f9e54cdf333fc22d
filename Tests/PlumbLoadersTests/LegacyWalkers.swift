import Foundation

@testable import PlumbLoaders

/// Test oracle: the Foundation walks each loading stage (and `plumb scan`) made of the disk before one shared
/// walk (`FileTree`) replaced them, kept as they were so the tests can require the same answers from the tree
/// (`FileTreeOracleTests`). They follow `FileManager` and `URL` semantics: `contentsOfDirectory` and
/// `fileExists` follow links, `resourceValues` and the directory enumerator do not.
enum LegacyWalkers {
  // MARK: PackageDiscovery.manifests(below:)

  static let skippedFolders: Set<String> = [
    ".build", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules", ".git", "checkouts",
  ]

  static func isSkipped(_ name: String) -> Bool {
    name.hasPrefix(".") || skippedFolders.contains(name) || name.hasPrefix(".build-")
  }

  static func manifests(below root: URL) -> [URL] {
    var found: [URL] = []
    visit(root.standardizedFileURL, into: &found)
    return found.sorted { $0.path < $1.path }
  }

  private static func visit(_ folder: URL, into found: inout [URL]) {
    let fileManager = FileManager.default
    guard let children = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return }
    if children.contains("Package.swift") {
      found.append(folder.appendingPathComponent(PackageDiscovery.selectManifest(among: children, in: folder)))
    }
    for child in children.sorted() {
      guard !isSkipped(child) else { continue }
      let url = folder.appendingPathComponent(child)
      var isDirectory: ObjCBool = false
      let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey])
      guard values?.isSymbolicLink != true,
        fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
      else { continue }
      visit(url, into: &found)
    }
  }

  // MARK: SwiftFileFinder.swiftFiles(under:)

  static func swiftFiles(under root: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root.standardizedFileURL.path) else { return [] }
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
        if isSkipped(name) { enumerator.skipDescendants() }
        continue
      }
      guard name.hasSuffix(".swift"), !name.hasPrefix(".") else { continue }
      paths.append(path)
    }
    return paths.sorted()
  }

  // MARK: WorkspaceFileWalker.list(from:)

  struct Listing: Equatable {
    var files: [String] = []
    var folders: [String] = []
  }

  static func list(
    root: URL, from start: String = "", skipsFolder: (_ relativePath: String, _ name: String) -> Bool
  ) -> Listing {
    let root = root.standardizedFileURL
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

  // MARK: The stages' skip rules over that walker

  static let ignoredFolderNames: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "checkouts"]
  static let bundleExtensions: Set<String> = [
    "xcodeproj", "xcworkspace", "xcassets", "xcframework", "framework", "bundle", "app", "xcdatamodeld",
    "lproj", "playground", "xctemplate", "docc",
  ]

  static func isIgnoredFolder(named name: String) -> Bool {
    if name.hasPrefix(".") || ignoredFolderNames.contains(name) { return true }
    let ext = (name as NSString).pathExtension.lowercased()
    return !ext.isEmpty && bundleExtensions.contains(ext)
  }

  /// XcodeWorkspaceLoader.discover(root:)
  static func discoverXcode(root: URL) -> (projects: [String], workspaces: [String], podfiles: [String]) {
    let listing = list(root: root) { relative, name in
      let parent = XcodePath.parent(relative)
      if parent.hasSuffix(".xcodeproj") || parent.hasSuffix(".xcworkspace") { return true }
      if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") { return name.hasPrefix(".") }
      return isIgnoredFolder(named: name)
    }
    return (
      listing.folders.filter { $0.hasSuffix(".xcodeproj") }, listing.folders.filter { $0.hasSuffix(".xcworkspace") },
      listing.files.filter { XcodePath.lastComponent($0) == "Podfile" }
    )
  }

  /// InferredModules.swiftFiles(root:)
  static func inferredSwiftFiles(root: URL) -> [String] {
    let root = root.standardizedFileURL
    let listing = list(root: root) { relative, name in
      if isIgnoredFolder(named: name) { return true }
      let depth = relative.split(separator: "/").count
      if depth == 1, InferredModules.toolFolderNames.contains(name.lowercased()) { return true }
      if depth == 2, InferredModules.projectToolFolderNames.contains(name.lowercased()) { return true }
      let manifest = XcodePath.url(XcodePath.join(relative, "Package.swift"), root: root)
      return FileManager.default.fileExists(atPath: manifest.path)
    }
    return listing.files.filter {
      let name = XcodePath.lastComponent($0)
      return name.hasSuffix(".swift") && !name.hasPrefix(".") && !(name == "Package.swift" || name.hasPrefix("Package@swift"))
        && !InferredModules.isToolFile($0)
    }
  }

  /// XcodeProjectReader's synchronized folder listing (before the explicit file types filter).
  static func synchronizedFiles(root: URL, folder: String, opaque: Set<String>) -> [String] {
    list(root: root, from: folder) { relative, name in
      let ext = (name as NSString).pathExtension.lowercased()
      return name.hasPrefix(".") || opaque.contains(relative) || (!ext.isEmpty && bundleExtensions.contains(ext))
    }.files
  }

  // MARK: TargetSourceResolver's folder and file questions

  static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// TargetSourceResolver.collectSwiftFiles, with absolute paths.
  static func collectSwiftFiles(at url: URL, excluded: Set<String>, into files: inout Set<String>) {
    guard !excluded.contains(url.path) else { return }
    if url.pathExtension == "docc" { return }
    if !isDirectory(url) {
      if url.pathExtension == "swift" && FileManager.default.fileExists(atPath: url.path) {
        files.insert(url.standardizedFileURL.path)
      }
      return
    }
    let children = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    for child in children.sorted() where !child.hasPrefix(".") {
      collectSwiftFiles(at: url.appendingPathComponent(child), excluded: excluded, into: &files)
    }
  }
}
