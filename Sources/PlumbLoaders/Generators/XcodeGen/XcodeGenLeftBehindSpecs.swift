import Foundation
import PlumbModel

/// An XcodeGen spec left behind beside the Xcode project the team builds: the project it makes
/// (`<name>.xcodeproj` beside it) is neither committed nor git-ignored, while a committed project of another name
/// beside it (or in a folder above it) compiles the same folders (some of the spec's files, and with the files of
/// local packages below the spec, which SwiftPM builds, most of them). A team that generates its project either commits
/// it under the spec's name (then it is compared with the spec, `GeneratedProjectComparison`) or ignores it; a spec
/// whose project is neither, over the folders another committed project builds, is an attempt nobody finished
/// (a migration to XcodeGen that was dropped), and its targets would define those modules a second time, with the
/// spec's old dependencies. Such a spec is not read; a note says so once.
struct XcodeGenLeftBehindSpecs {
  let root: URL
  let tree: FileTree
  /// The projects the reading's specs make: not committed projects of their own.
  let generated: Set<String>
  /// More than this share of the spec's Swift files in folders the committed project compiles from, or in packages.
  static let sameFolders = 0.5
  private var reasons: MissingFileReason
  private var committedPaths: [String]?
  private var read: [String: XcodeProject?] = [:]

  init(root: URL, tree: FileTree, generated: Set<String>) {
    self.root = root
    self.tree = tree
    self.generated = generated
    reasons = MissingFileReason(tree: tree)
  }

  /// The note that `project`, read from its spec (whose `name` is at `nameAt`), is left behind; nil for a spec that
  /// makes the project (the usual case).
  mutating func note(for project: XcodeProject, nameAt: Location) -> Diagnostic? {
    // A multi-platform target's files once, not once per platform.
    let specSources = Set(project.targets.flatMap(\.sources)).sorted()
    guard !specSources.isEmpty, !tree.exists(project.path), reasons.ignoringRule(project.path) == nil else {
      return nil
    }
    let folder = XcodePath.parent(project.path)
    for path in candidates(for: folder) {
      guard let committed = committedProject(path) else { continue }
      let sourceFolders = Set(committed.targets.flatMap { $0.sources.map(XcodePath.parent) })
      let synchronized = committed.targets.flatMap(\.synchronizedFolders)
      let shared = specSources.filter { source in
        sourceFolders.contains(XcodePath.parent(source))
          || synchronized.contains { source.hasPrefix($0.isEmpty ? "" : $0 + "/") }
      }
      let packaged = specSources.filter { !shared.contains($0) && isInPackage($0, below: folder) }
      guard !shared.isEmpty, Double(shared.count + packaged.count) > Self.sameFolders * Double(specSources.count)
      else { continue }
      let packages = packaged.isEmpty ? "" : ", \(packaged.count) more in local packages"
      return Diagnostic(
        .note,
        "this XcodeGen spec makes \(project.fileName), which is neither committed nor git-ignored, while the "
          + "committed \(path) compiles the same folders (\(shared.count) of the spec's \(specSources.count) Swift "
          + "files\(packages)): the spec is taken as left behind, and its targets are not read", at: nameAt)
    }
    return nil
  }

  /// Whether a folder between `source` and the spec's `folder` holds a `Package.swift`: SwiftPM builds the file
  /// (Provenance's spec compiles `PVSupport`, which is now a package the committed project links).
  private func isInPackage(_ source: String, below folder: String) -> Bool {
    var current = XcodePath.parent(source)
    while current != folder, !current.isEmpty, current != "/" {
      if tree.kind(of: XcodePath.join(current, "Package.swift")) == .file { return true }
      current = XcodePath.parent(current)
    }
    return false
  }

  /// Committed projects beside the spec's project or in a folder above it, nearest first.
  private mutating func candidates(for folder: String) -> [String] {
    if committedPaths == nil {
      committedPaths = XcodeWorkspaceLoader.discover(tree: tree).projects.filter { !generated.contains($0) }
    }
    let above = { (projectFolder: String) in
      projectFolder.isEmpty || folder == projectFolder || folder.hasPrefix(projectFolder + "/")
    }
    let depth = { (path: String) in path.split(separator: "/").count }
    return committedPaths!.filter { above(XcodePath.parent($0)) }.sorted {
      depth($0) != depth($1) ? depth($0) > depth($1) : $0 < $1
    }
  }

  private mutating func committedProject(_ path: String) -> XcodeProject? {
    if let known = read[path] { return known }
    let project = XcodeProjectReader(root: root, tree: tree).read(projectPath: path).project
    read[path] = project
    return project
  }
}
