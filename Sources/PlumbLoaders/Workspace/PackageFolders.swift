import Foundation

/// Which files a package owns when an enclosing target takes its folder: a target of an outer manifest whose `path:`
/// (or predefined folder) holds the package, or a generator spec's target whose `sources:` take its folder (an app
/// keeps `Core/Package.swift` in the folder an old root manifest or a `project.yml` still gives a target). Such a
/// target would compile the package's manifest with its sources, and a manifest (`import PackageDescription`) builds
/// in no target: the target is stale, and the folder is the package's, read as a package, its files its targets'
/// alone, its products what `.package(path:)` and the projects link. A target that leaves the manifest out
/// (`exclude:`, a glob's `excluding:`) compiles the package's sources on purpose and keeps them. A `Package.swift` that
/// is a source file (a type named `Package`) makes no package (`PackageDiscovery.isManifest`), and Xcode's
/// synchronized folders stop at every `Package.swift` on their own (`XcodeProjectReader`).
struct PackageFolders {
  /// The packages' folders, root-relative (the root's own package left out: no target encloses it).
  private let folders: Set<String>

  init(_ packages: [LoadedPackage]) {
    folders = Set(packages.map(\.directoryPath).filter { $0 != "." }.map { XcodePath.normalize($0) })
  }

  /// The package folders strictly below `folder` (root-relative, `.` for the root), as absolute paths in `tree`:
  /// those a target of the package in `folder` may enclose.
  func inside(_ folder: String, tree: FileTree) -> Set<String> {
    let base = folder == "." ? "" : XcodePath.normalize(folder)
    return Set(folders.filter { base.isEmpty || $0.hasPrefix(base + "/") }.map(tree.absolutePath))
  }

  /// Whether a target whose walk starts at `starts` and leaves out `excluded` (absolute paths) compiles the manifest
  /// of the package in `folder` (absolute), and so gives the package its files.
  static func encloses(_ folder: String, starts: [String], excluded: Set<String>) -> Bool {
    let manifest = folder + "/Package.swift"
    func isInside(_ path: String, _ other: String) -> Bool { path == other || path.hasPrefix(other + "/") }
    return starts.contains { isInside(manifest, $0) } && !excluded.contains { isInside(manifest, $0) }
  }

  /// The generator specs with each target's sources that lie in a package whose manifest the target also takes given
  /// to that package.
  func removingPackageFiles(from specs: ProjectSpecReading) -> ProjectSpecReading {
    guard !folders.isEmpty else { return specs }
    var result = specs
    for (p, project) in specs.projects.enumerated() {
      for (t, target) in project.targets.enumerated() {
        let enclosed = Set(
          target.sources.filter { XcodePath.lastComponent($0) == "Package.swift" }.map(XcodePath.parent)
            .filter(folders.contains))
        guard !enclosed.isEmpty else { continue }
        result.projects[p].targets[t].sources = target.sources.filter { !Self.lies($0, inOneOf: enclosed) }
      }
    }
    return result
  }

  /// Whether the root-relative `file` lies in one of `folders` (root-relative).
  private static func lies(_ file: String, inOneOf folders: Set<String>) -> Bool {
    var current = XcodePath.parent(file)
    while !current.isEmpty, current != "/" {
      if folders.contains(current) { return true }
      current = XcodePath.parent(current)
    }
    return false
  }
}
