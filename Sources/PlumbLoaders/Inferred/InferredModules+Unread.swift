import PlumbModel

/// Folder modules that stand in for projects, specs or manifests the load could not read, for `plumb score` only:
/// a style read from the Swift files is an answer worth giving, with what was not read said beside it, while a rule's
/// finding on guessed modules would be false (`plumb check` never reads them).
extension InferredModules {
  /// The container of the stand-in modules (`ModuleID.unreadContainer`).
  public static var unreadContainer: Container { Container(name: ModuleID.unreadContainer, kind: .inferred, path: "") }

  /// Generator manifests (Tuist's and SwiftPM's): they describe the code that could not be read, and are none of it.
  static let generatorManifests: Set<String> = [
    "Project.swift", "Workspace.swift", "Package.swift", "Config.swift", "Dependencies.swift", "Tuist.swift",
  ]

  /// The Swift files of the walk that no module covers, read as the folder fallback reads them when nothing could be
  /// read: one module per top-level folder (`Projects`, whose `Feature/AuthFeature/Project.swift` could not be
  /// evaluated), the root's own files in one named after the root. Test files are left out. A first version made a
  /// module of each project's folder: a workspace's `Projects/Example` app was then set apart as an example.
  public static func unreadFolderModules(tree: FileTree, covered: Set<String>, rootName: String) -> [Module] {
    // Tests are read from their targets or not at all: the style is read from the code they test. Tuist's helpers
    // (`ProjectDescriptionHelpers/`, a plugin's `Plugin.swift`) describe projects, as the manifests do.
    let files = swiftFiles(tree: tree).filter { file in
      let name = XcodePath.lastComponent(file)
      let folder = XcodePath.parent(file)
      let helpers = folder.isEmpty ? "ProjectDescriptionHelpers" : folder + "/ProjectDescriptionHelpers"
      return !covered.contains(file) && !generatorManifests.contains(name) && !CodeIndex.isTestPath(file)
        && !file.split(separator: "/").contains("ProjectDescriptionHelpers")
        && !(name == "Plugin.swift" && tree.isFolder(helpers))
    }
    return modules(swiftFiles: files, covered: covered, rootName: rootName).map { module in
      Module(
        id: ModuleID(container: ModuleID.unreadContainer, name: module.id.name), kind: .inferred, path: module.path,
        sources: module.sources)
    }
  }
}
