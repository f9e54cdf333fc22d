import Foundation
import PlumbModel

/// Everything the Xcode side of a workspace declares: the read projects and workspaces, and their graph part.
public struct XcodeLoadResult: Sendable {
  public var projects: [XcodeProject]
  public var workspaces: [XcodeWorkspaceDocument]
  public var graph: XcodeGraphPart

  public var containers: [Container] { graph.containers }
  public var modules: [Module] { graph.modules }
  public var dependencies: [Dependency] { graph.dependencies }
  public var diagnostics: [Diagnostic] { graph.diagnostics }
  /// Every Swift file some Xcode target compiles, for the folder fallback.
  public var coveredSources: Set<String> { graph.coveredSources }
  /// The folders of projects that could not be read: their files are not guessed into inferred modules.
  public var unreadProjectFolders: [String] = []
}

/// Finds every `.xcodeproj` and `.xcworkspace` below a folder, reads them and maps them into the module graph.
///
/// Meant to run after the Swift packages are loaded, so local package products can point at package targets:
///
///     let xcode = XcodeWorkspaceLoader.load(root: root, packageProductResolver: resolverOverThePackages)
///     let inferred = InferredModules.load(root: root, covered: packageSources.union(xcode.coveredSources))
public enum XcodeWorkspaceLoader {
  /// - Parameters:
  ///   - root: the analysed folder; every path in the result is relative to it.
  ///   - tree: the walk of the root (walked here when not given).
  ///   - packageProductResolver: turns a local package product into the package's modules (the SwiftPM loader).
  ///   - specs: the projects generator specs declare. They are mapped with the projects on disk; a project on disk
  ///     that a spec generates is compared with the spec (a stale project is reported), not mapped twice.
  public static func load(
    root: URL, tree: FileTree? = nil, packageProductResolver: LocalPackageProductResolver = .none,
    specs: ProjectSpecReading = ProjectSpecReading()
  ) -> XcodeLoadResult {
    let root = root.standardizedFileURL
    let tree = tree ?? FileTree(root: root.path)
    var diagnostics: [Diagnostic] = []
    let found = discover(tree: tree)

    var workspaces: [XcodeWorkspaceDocument] = []
    var projectPaths = found.projects
    for workspacePath in found.workspaces {
      let dataPath = XcodePath.join(workspacePath, "contents.xcworkspacedata")
      let data: Data
      do {
        data = try TextFile.bytes(of: XcodePath.url(dataPath, root: root))
      } catch {
        diagnostics.append(
          Diagnostic(
            .warning, "cannot read the workspace file: \(error.reason); its projects are found by search only",
            at: Location(file: dataPath), leavesGraphPartial: true))
        continue
      }
      let document: XcodeWorkspaceDocument
      do {
        document = try XcodeWorkspaceDocument.parse(data: data, workspacePath: workspacePath) {
          XcodePath.relative(absolute: $0, root: root)
        }
      } catch {
        let line = (error as? XcodeWorkspaceDocument.ReadError).flatMap {
          if case .malformed(_, let line) = $0 { return line } else { return nil }
        }
        diagnostics.append(
          Diagnostic(
            .error, "\(error); its projects are found by search only", at: Location(file: dataPath, line: line ?? 0),
            leavesGraphPartial: true))
        continue
      }
      workspaces.append(document)
      for reference in document.fileReferences {
        // Projects the search skips on purpose (CocoaPods' Pods.xcodeproj, which `pod install` writes) stay out,
        // present or not, when a workspace names them. `..` and `.` are steps of the path, not hidden folders
        // (`group:../Shared/Shared.xcodeproj`).
        let isSkipped = reference.split(separator: "/").dropLast().contains {
          $0 != ".." && $0 != "." && FileTree.isSkippedOrBundle(folder: String($0))
        }
        if isSkipped { continue }
        // A project a spec generates need not be on disk: the spec is read instead.
        if specs.generatedProjects[reference] != nil { continue }
        guard let onDisk = tree.spelledOnDisk(reference) else {
          // References into a folder the checkout does not have (a group pointing into a sibling repository) are
          // one problem: the folder.
          diagnostics.append(
            Diagnostic(
              .warning, "the workspace refers to \(reference), which does not exist", at: Location(file: dataPath),
              leavesGraphPartial: true, cause: Self.outermostMissingFolder(of: reference, in: tree).map { "under \($0)" }))
          continue
        }
        // Written on macOS, where names ignore case: `Cores/Engine/` in the workspace is `Cores/engine/` on disk.
        if onDisk != reference {
          diagnostics.append(
            Diagnostic(
              .note, "the workspace refers to \(reference), which is \(onDisk) on disk (macOS file systems ignore "
                + "case); read from there", at: Location(file: dataPath)))
        }
        let reference = onDisk
        if reference.hasSuffix(".xcodeproj"), !projectPaths.contains(reference) {
          projectPaths.append(reference)
        }
      }
    }

    // A workspace may name projects beside the analysed folder (`../Shared/Shared.xcodeproj`): their folders are
    // the only ones outside it whose files are read.
    let allowedOutside = projectPaths.filter(XcodePath.isOutsideRoot).map(XcodePath.parent).sorted()
    let reader = XcodeProjectReader(root: root, tree: tree, allowedOutside: allowedOutside)
    var projects: [XcodeProject] = []
    var unread: [String] = []
    let specProjectsByPath = Dictionary(specs.projects.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    for path in projectPaths.sorted() {
      let (project, problems) = reader.read(projectPath: path)
      if let spec = specs.generatedProjects[path] {
        // The spec is what the team edits: its reading is the graph, and the generated project is only compared.
        if let project, let specProject = specProjectsByPath[path] {
          diagnostics += GeneratedProjectComparison.differences(spec: specProject, generated: project, specFile: spec)
        }
        continue
      }
      diagnostics.append(contentsOf: problems)
      if let project { projects.append(project) } else { unread.append(XcodePath.parent(path)) }
    }
    let pods = reconcilePodProjects(specs.projects, with: projects)
    // A stale project left out for its podspec: what is wrong inside it concerns no module of the graph.
    let leftOut = Set(projects.map(\.pbxprojPath)).subtracting(pods.onDisk.map(\.pbxprojPath))
    diagnostics.removeAll { $0.location.map { leftOut.contains($0.file) } ?? false }
    projects = pods.onDisk + pods.specs
    diagnostics += pods.diagnostics
    var podfiles: [Podfile] = []
    for path in found.podfiles {
      let text: String
      do {
        let read = try PodfileReader.text(of: TextFile.bytes(of: XcodePath.url(path, root: root)), path: path)
        text = read.0
        if let note = read.1 { diagnostics.append(note) }
      } catch {
        diagnostics.append(
          Diagnostic(
            .warning, "cannot read the Podfile: \(error.reason); its pods are not read", at: Location(file: path),
            leavesGraphPartial: true))
        continue
      }
      let (podfile, problems) = PodfileReader.read(text: text, path: path)
      podfiles.append(DevelopmentPodSettings.apply(to: podfile, root: root, tree: tree))
      diagnostics.append(contentsOf: problems)
    }
    var mapper = XcodeGraphMapper(resolver: packageProductResolver, rootName: root.lastPathComponent)
    mapper.foldersWithUnreadTargets = Set(specs.unreadFolders + unread)
    var graph = mapper.map(projects, podfiles: podfiles)
    graph.diagnostics = (diagnostics + graph.diagnostics).sorted()
    return XcodeLoadResult(projects: projects, workspaces: workspaces, graph: graph, unreadProjectFolders: unread)
  }

  /// A development pod whose folder also holds a project of its own that builds the pod's module (to develop the
  /// pod alone): when that project's target compiles every Swift file of the podspec's module, the project is kept
  /// and the podspec's reading would only repeat it. Otherwise the project is stale (it misses files the pod has):
  /// CocoaPods never builds it, so the podspec's reading is mapped and the project is left out, with a note.
  static func reconcilePodProjects(_ specProjects: [XcodeProject], with onDisk: [XcodeProject])
    -> (specs: [XcodeProject], onDisk: [XcodeProject], diagnostics: [Diagnostic])
  {
    var specs: [XcodeProject] = []
    var leftOut: Set<String> = []
    var diagnostics: [Diagnostic] = []
    /// Podspecs whose own project is kept, by file name: the pod's target in that project.
    var builtElsewhere: [String: (project: String, target: String)] = [:]
    for spec in specProjects {
      guard spec.format == .podspec, let library = spec.targets.first else {
        specs.append(spec)
        continue
      }
      let folder = XcodePath.parent(spec.path)
      let moduleName = library.build.moduleName ?? BuildInfo.c99Identifier(library.name)
      func buildsThePod(_ target: XcodeTarget) -> Bool {
        [.framework, .staticLibrary].contains(target.kind)
          && (target.build.moduleName ?? BuildInfo.c99Identifier(target.name)) == moduleName
      }
      let own = onDisk.filter { XcodePath.parent($0.path) == folder && $0.targets.contains(where: buildsThePod) }
      let complete = own.lazy.compactMap { project in
        project.targets.first { buildsThePod($0) && Set($0.sources).isSuperset(of: library.sources) }
          .map { (project: project.fileName, target: $0.name) }
      }.first
      if let complete {
        builtElsewhere[spec.fileName] = complete
        continue
      }
      specs.append(spec)
      for project in own where leftOut.insert(project.path).inserted {
        diagnostics.append(
          Diagnostic(
            .note,
            "\(project.path) beside the development pod '\(library.name)' does not compile all of its podspec's "
              + "sources; CocoaPods builds the pod from the podspec, which is read instead of the project",
            at: Location(file: project.pbxprojPath)))
      }
    }
    // Other pods' dependencies on a pod whose own project is kept go to that project's target.
    for index in specs.indices {
      for t in specs[index].targets.indices {
        for d in specs[index].targets[t].dependencies.indices {
          let dependency = specs[index].targets[t].dependencies[d]
          guard let file = dependency.projectFileName, let other = builtElsewhere[file] else { continue }
          specs[index].targets[t].dependencies[d].projectFileName = other.project
          specs[index].targets[t].dependencies[d].targetName = other.target
        }
      }
    }
    return (specs, onDisk.filter { !leftOut.contains($0.path) }, diagnostics)
  }

  /// The outermost folder of `path` that does not exist (`../android` for `../android/shared/src/X.kt` when the
  /// checkout has no `../android`); nil when the file's own folder exists. `..` steps are never the answer.
  static func outermostMissingFolder(of path: String, in tree: FileTree) -> String? {
    var outermost: String?
    var folder = XcodePath.parent(path)
    while !folder.isEmpty, folder != "/", XcodePath.lastComponent(folder) != "..", !tree.exists(folder) {
      outermost = folder
      let parent = XcodePath.parent(folder)
      if parent == folder { break }
      folder = parent
    }
    return outermost
  }

  /// Project and workspace folders and CocoaPods `Podfile`s below the root, skipping build and vendor folders. A
  /// workspace inside a project (`project.xcworkspace`) only repeats the project, so bundles are not entered.
  static func discover(tree: FileTree) -> (projects: [String], workspaces: [String], podfiles: [String]) {
    let listing = tree.list(skipsFolder: isSkippedByDiscovery)
    let folders = listing.folders
    return (
      folders.filter { $0.hasSuffix(".xcodeproj") }, folders.filter { $0.hasSuffix(".xcworkspace") },
      listing.files.filter { XcodePath.lastComponent($0) == "Podfile" }
    )
  }

  /// Build and vendor folders, hidden folders and bundles are not searched; project and workspace bundles are
  /// listed but only their files are looked at (a workspace inside a project only repeats the project).
  static func isSkippedByDiscovery(_ relative: String, _ name: String) -> Bool {
    let parent = XcodePath.parent(relative)
    if parent.hasSuffix(".xcodeproj") || parent.hasSuffix(".xcworkspace") { return true }
    if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") { return name.hasPrefix(".") }
    return FileTree.isSkippedOrBundle(folder: name)
  }
}
