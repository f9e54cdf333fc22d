import Foundation
import PlumbModel
import SwiftParser
import SwiftSyntax

/// Reads the projects Tuist generates (`Project.swift` manifests, their `Tuist/ProjectDescriptionHelpers`,
/// `Tuist/Package.swift`) without running Tuist: each manifest is folded by the same static evaluator as a
/// Package.swift, with the helpers' declarations visible to it, and the `Project(...)` it builds is decoded into
/// the model an `.xcodeproj` is read into.
enum TuistSpecs {
  static func read(root: URL, tree: FileTree) -> ProjectSpecReading {
    var reading = ProjectSpecReading()
    let listing = tree.list { _, name in FileTree.isSkippedOrBundle(folder: name) }
    let manifests = listing.files.filter { isProjectManifest($0) }.filter { path in
      (try? TextFile.text(of: XcodePath.url(path, root: root), kind: "Swift source"))?.contains("ProjectDescription")
        ?? true
    }
    guard !manifests.isEmpty else { return reading }

    var projects: [TuistProjectDecoder.Decoded] = []
    var tuistRoots: [String: TuistRoot] = [:]
    for manifest in manifests {
      let rootPath = tuistRoot(of: manifest, tree: tree)
      if tuistRoots[rootPath] == nil {
        let tuistRoot = TuistRoot(path: rootPath, root: root, listing: listing)
        reading.specFiles.formUnion(tuistRoot.specFiles)
        if let manifest = tuistRoot.packageManifest {
          reading.packageFolders.insert(XcodePath.parent(manifest).isEmpty ? "." : XcodePath.parent(manifest))
        }
        reading.diagnostics += tuistRoot.diagnostics
        tuistRoots[rootPath] = tuistRoot
      }
      reading.specFiles.insert(manifest)
      switch readProject(manifest, root: root, tree: tree, tuistRoot: tuistRoots[rootPath]!) {
      case .success(let decoded):
        reading.diagnostics += decoded.diagnostics
        reading.leftOutSources.formUnion(decoded.excludedFiles)
        if decoded.leftOutTargets { reading.unreadFolders.append(XcodePath.parent(manifest)) }
        projects.append(decoded)
      case .failure(let problem):
        reading.diagnostics += problem.diagnostics
        reading.unreadFolders.append(XcodePath.parent(manifest))
      }
    }
    for file in listing.files where ["Workspace.swift", "Tuist.swift"].contains(XcodePath.lastComponent(file)) {
      guard let tuistRoot = tuistRoots.values.first(where: { isBelow(file, $0.path) }) else { continue }
      reading.specFiles.insert(file)
      if XcodePath.lastComponent(file) == "Workspace.swift" {
        reading.diagnostics += checkWorkspace(file, root: root, tuistRoot: tuistRoot, manifests: manifests)
      }
    }

    let resolved = TuistProjectDecoder.resolveProjectDependencies(projects, tree: tree)
    reading.diagnostics += resolved.diagnostics
    for project in resolved.projects {
      reading.projects.append(project)
      reading.generatedProjects[project.path] = project.specPath
    }
    // A helper called by every manifest reports the same thing once.
    reading.diagnostics = Array(Set(reading.diagnostics)).sorted {
      ($0.location ?? Location(file: ""), $0.message) < ($1.location ?? Location(file: ""), $1.message)
    }
    return reading
  }

  /// Reads `Workspace(projects:)` and says which of its entries name no folder with a `Project.swift`: Tuist
  /// would fail to generate them, and plumb has nothing to read there. Every `Project.swift` is read either way.
  static func checkWorkspace(_ file: String, root: URL, tuistRoot: TuistRoot, manifests: [String]) -> [Diagnostic] {
    guard let source = try? TextFile.text(of: XcodePath.url(file, root: root), kind: "Swift source") else {
      return [Diagnostic(.warning, "cannot read the workspace manifest", at: Location(file: file))]
    }
    var parser = Parser(source, maximumNestingLevel: SwiftParsing.maximumNestingLevel)
    let syntax = SourceFileSyntax.parse(from: &parser)
    let evaluator = tuistRoot.makeEvaluator(file: file, tree: syntax)
    evaluator.run(syntax)
    var diagnostics = evaluator.diagnostics.filter { $0.severity >= .warning }
    let workspace = evaluator.globals.values.lazy.compactMap { $0.value.callValue }.first { $0.name == "Workspace" }
    let folder = XcodePath.parent(file)
    let projectFolders = manifests.map(XcodePath.parent)
    for entry in workspace?["projects"]?.arrayValue ?? [] {
      guard let pattern = TuistPaths.resolve(entry, manifestFolder: folder, tuistRoot: tuistRoot.path) else {
        diagnostics.append(
          Diagnostic(.warning, "cannot read the workspace's project \(entry)", at: Location(file: file)))
        continue
      }
      let glob = Glob(pattern)
      guard !projectFolders.contains(where: { $0 == pattern || glob.matches($0) }) else { continue }
      let location: Location = if case .string(_, let written?) = entry { written } else { Location(file: file) }
      diagnostics.append(
        Diagnostic(.warning, "the workspace lists '\(pattern)', where there is no Project.swift", at: location))
    }
    return diagnostics
  }

  /// `Project.swift` files that are manifests: not the templates and fixtures kept under a `Tuist` folder.
  static func isProjectManifest(_ path: String) -> Bool {
    XcodePath.lastComponent(path) == "Project.swift" && !path.split(separator: "/").dropLast().contains("Tuist")
  }

  /// The folder Tuist treats as the root of a manifest (what `.relativeToRoot` is relative to): the nearest folder
  /// above it that holds a `Tuist` folder or a `Tuist.swift`, else the analysed root.
  static func tuistRoot(of manifest: String, tree: FileTree) -> String {
    var folder = XcodePath.parent(manifest)
    while true {
      let names = tree.children(of: folder)?.map(\.name) ?? []
      if names.contains("Tuist.swift") || tree.isFolder(XcodePath.join(folder, "Tuist")) { return folder }
      if folder.isEmpty { return "" }
      folder = XcodePath.parent(folder)
    }
  }

  /// True when the root-relative `path` lies below `folder` (`""` is the root).
  static func isBelow(_ path: String, _ folder: String) -> Bool {
    folder.isEmpty || path.hasPrefix(folder + "/")
  }

  struct ReadProblem: Error {
    var diagnostics: [Diagnostic]
  }

  private static func readProject(_ manifest: String, root: URL, tree: FileTree, tuistRoot: TuistRoot)
    -> Result<TuistProjectDecoder.Decoded, ReadProblem>
  {
    let source: String
    do {
      source = try TextFile.text(of: XcodePath.url(manifest, root: root), kind: "Swift source")
    } catch {
      let location = Location(file: manifest, line: error.line ?? 0)
      return .failure(
        ReadProblem(diagnostics: [Diagnostic(.warning, "cannot read the manifest: \(error.reason)", at: location)]))
    }
    var text = source
    if let excess = text.withUTF8({ SourceNesting($0, limits: StaticManifestReader.nestingLimits) }).excess {
      return .failure(
        ReadProblem(diagnostics: [
          Diagnostic(
            .error, "the manifest is not read: \(excess.message)", at: Location(file: manifest, line: excess.line))
        ]))
    }
    var parser = Parser(source, maximumNestingLevel: SwiftParsing.maximumNestingLevel)
    let syntax = SourceFileSyntax.parse(from: &parser)
    var diagnostics: [Diagnostic] = []
    if syntax.hasError {
      diagnostics.append(
        Diagnostic(.warning, "the manifest has syntax errors; read what parses", at: Location(file: manifest)))
    }
    let (evaluated, evaluatorDiagnostics) = evaluateProject(syntax, manifest: manifest, tuistRoot: tuistRoot)
    diagnostics += evaluatorDiagnostics
    guard let project = evaluated else {
      diagnostics.append(
        Diagnostic(
          .warning, "no `Project(...)` could be evaluated in the manifest; its folder is not read",
          at: Location(file: manifest)))
      return .failure(ReadProblem(diagnostics: diagnostics))
    }
    var decoder = TuistProjectDecoder(manifest: manifest, tuistRoot: tuistRoot, tree: tree)
    var decoded = decoder.decode(project)
    decoded.diagnostics = diagnostics + decoded.diagnostics
    markTestsTurnedOff(in: &decoded.project, source: source, syntax: syntax, tuistRoot: tuistRoot, tree: tree)
    return .success(decoded)
  }

  /// The `Project(...)` a parsed manifest evaluates to (the global `project`, else the first), and what the
  /// evaluator said.
  static func evaluateProject(_ syntax: SourceFileSyntax, manifest: String, tuistRoot: TuistRoot)
    -> (ManifestCall?, [Diagnostic])
  {
    let evaluator = tuistRoot.makeEvaluator(file: manifest, tree: syntax)
    evaluator.run(syntax)
    let candidates = evaluator.globals.values.compactMap { name, value -> (String, ManifestCall)? in
      if case .call(let call) = value, call.name == "Project" { return (name, call) }
      return nil
    }
    return ((candidates.first { $0.0 == "project" } ?? candidates.first)?.1, evaluator.diagnostics)
  }
}

extension CompilationConditions {
  /// Tuist compiles manifests on a Mac, with `ProjectDescription` and the helpers importable, and defines `TUIST`
  /// when it reads `Tuist/Package.swift`.
  static let tuist = CompilationConditions(
    operatingSystem: "macOS", architecture: "arm64", swiftVersion: [6, 0],
    importableModules: [
      "Foundation", "Darwin", "Dispatch", "ProjectDescription", "ProjectDescriptionHelpers", "PackageDescription",
      "Swift", "_Concurrency", "ObjectiveC",
    ],
    definedFlags: ["TUIST"])
}

/// A folder Tuist treats as a root: its helpers, parsed once and shared by every manifest below it, and the
/// packages its `Tuist/Package.swift` (or older `Tuist/Dependencies.swift`, or, without either, the root's own
/// `Package.swift`) declares.
struct TuistRoot {
  struct Helper: Sendable {
    var path: String
    var syntax: SourceFileSyntax
    var converter: SourceLocationConverter
  }

  let path: String
  /// The declarations every Tuist manifest below the root sees: `Tuist/ProjectDescriptionHelpers` and the helpers of
  /// its local plugins (`import EnvironmentPlugin`), in `Project.swift`, `Workspace.swift` and the package manifest
  /// alike (`makeEvaluator`, and the package manifest's reader, take them from here).
  var helpers: [Helper] = []
  var packages = TuistPackages()
  /// The `Package.swift` the packages were read from, when they were.
  var packageManifest: String?
  /// The root's Tuist files (`Tuist/**/*.swift`): specs, not app code.
  var specFiles: Set<String> = []
  var diagnostics: [Diagnostic] = []

  init(path: String, root: URL, listing: FileTree.Listing) {
    self.path = path
    let tuistFolder = XcodePath.join(path, "Tuist")
    let helperFolder = XcodePath.join(tuistFolder, "ProjectDescriptionHelpers")
    // Local plugins (a folder with a `Plugin.swift`) add their own `ProjectDescriptionHelpers` module.
    let pluginFolders = listing.files
      .filter { XcodePath.lastComponent($0) == "Plugin.swift" && TuistSpecs.isBelow($0, path) }
      .map(XcodePath.parent)
    let helperFolders = [helperFolder] + pluginFolders.map { XcodePath.join($0, "ProjectDescriptionHelpers") }
    for file in listing.files where file.hasSuffix(".swift") {
      let isHelper = helperFolders.contains { TuistSpecs.isBelow(file, $0) }
      guard isHelper || TuistSpecs.isBelow(file, tuistFolder) || pluginFolders.contains(XcodePath.parent(file))
      else { continue }
      specFiles.insert(file)
      guard isHelper else { continue }
      do {
        let source = try TextFile.text(of: XcodePath.url(file, root: root), kind: "Swift source")
        var text = source
        if let excess = text.withUTF8({ SourceNesting($0, limits: StaticManifestReader.nestingLimits) }).excess {
          diagnostics.append(
            Diagnostic(
              .warning, "the helper is not read: \(excess.message)", at: Location(file: file, line: excess.line)))
          continue
        }
        var parser = Parser(source, maximumNestingLevel: SwiftParsing.maximumNestingLevel)
        let syntax = SourceFileSyntax.parse(from: &parser)
        let converter = SourceLocationConverter(fileName: file, tree: syntax)
        helpers.append(Helper(path: file, syntax: syntax, converter: converter))
      } catch {
        diagnostics.append(
          Diagnostic(
            .warning, "cannot read the helper: \(error.reason)", at: Location(file: file, line: error.line ?? 0)))
      }
    }
    let packageManifest = XcodePath.join(tuistFolder, "Package.swift")
    let dependencies = XcodePath.join(tuistFolder, "Dependencies.swift")
    if listing.files.contains(packageManifest) {
      packages = TuistPackages(packageManifest: packageManifest, root: root, helpers: helpers)
      self.packageManifest = packageManifest
    } else if listing.files.contains(dependencies) {
      packages = TuistPackages(dependenciesManifest: dependencies, root: root, helpers: helpers)
    } else if listing.files.contains(XcodePath.join(path, "Package.swift")) {
      // Tuist also takes the packages from the root's own `Package.swift` (its `PackageSettings` under `#if TUIST`).
      packages = TuistPackages(packageManifest: XcodePath.join(path, "Package.swift"), root: root, helpers: helpers)
      self.packageManifest = XcodePath.join(path, "Package.swift")
    }
    diagnostics += packages.diagnostics
  }

  /// An evaluator for a Tuist manifest below the root (`Project.swift`, `Workspace.swift`, `Dependencies.swift`):
  /// Tuist's conditions, its `ProjectDescription` types, and what the root's helpers declare.
  static func makeEvaluator(file: String, tree: SourceFileSyntax, helpers: [Helper]) -> ManifestEvaluator {
    let evaluator = ManifestEvaluator(file: file, tree: tree, conditions: .tuist)
    evaluator.isTuist = true
    for helper in helpers {
      evaluator.addDeclarations(of: helper.syntax, file: helper.path, converter: helper.converter)
    }
    return evaluator
  }

  func makeEvaluator(file: String, tree: SourceFileSyntax) -> ManifestEvaluator {
    Self.makeEvaluator(file: file, tree: tree, helpers: helpers)
  }
}
