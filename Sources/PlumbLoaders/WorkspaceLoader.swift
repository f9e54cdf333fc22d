import Foundation
import PlumbModel

/// What loading a workspace produced: the declared module graph and every problem met on the way.
public struct LoadedWorkspace: Sendable {
  public var root: URL
  public var graph: ModuleGraph
  public var diagnostics: [Diagnostic]
  /// Every Swift package found, with its manifest as read; empty when the workspace came from the analysis cache
  /// (the later stages read the graph and the diagnostics only).
  public var packages: [LoadedPackage]
  /// Looks up a local package's product by package path, identity or name (for the Xcode project reader).
  public var localPackages: LocalPackageIndex
  /// The remote packages' checkouts that were read (nil when none was found): the scan reads the public functions of
  /// some of their modules (`RemotePackageCheckouts.linkedSources(of:)`).
  public var remotePackages: RemotePackageCheckouts?

  public init(
    root: URL, graph: ModuleGraph, diagnostics: [Diagnostic], packages: [LoadedPackage] = [],
    localPackages: LocalPackageIndex? = nil
  ) {
    self.root = root
    self.graph = graph
    self.diagnostics = diagnostics
    self.packages = packages
    self.localPackages = localPackages ?? LocalPackageIndex(packages: packages)
  }
}

/// Finds every Swift package and Xcode project below a folder and builds the declared module graph.
public struct WorkspaceLoader: Sendable {
  /// When true, manifests are evaluated by `swift package dump-package`, which *executes* them.
  public var evaluateManifests: Bool
  /// A folder of remote package checkouts (`--packages-path`): Xcode's `SourcePackages`, SwiftPM's `.build`, or their
  /// `checkouts` folder. Looked in first, before the checkouts found next to the manifests and projects.
  public var packagesPath: URL?
  /// Xcode's DerivedData folder, whose `<Project>-<hash>/SourcePackages/checkouts` hold the checkouts of the
  /// project's remote packages (`~/Library/Developer/Xcode/DerivedData` when it exists; nil looks nowhere).
  public var derivedData: URL?

  public init(
    evaluateManifests: Bool = false, packagesPath: URL? = nil,
    derivedData: URL? = RemotePackageCheckouts.defaultDerivedData
  ) {
    self.evaluateManifests = evaluateManifests
    self.packagesPath = packagesPath
    self.derivedData = derivedData
  }

  public func load(root: URL) throws -> LoadedWorkspace {
    // One walk of the tree answers every stage: packages, target sources, Xcode projects, the folder fallback.
    try load(root: root, tree: FileTree(root: root.standardizedFileURL.path))
  }

  /// Loads over a walk of the root already made (`FileTree(root:)` of the standardized root).
  public func load(root: URL, tree: FileTree) throws -> LoadedWorkspace {
    let root = root.standardizedFileURL
    var diagnostics: [Diagnostic] = []
    var packages: [LoadedPackage] = []
    // Generator specs first: some of their files are Swift (Tuist's `Project.swift`, `Tuist/Package.swift`) and
    // are no package or code of the app.
    let specs = ProjectSpecs.read(root: root, tree: tree)
    // What a spec reader could not read (a part it cannot evaluate, a file it cannot open) leaves targets out.
    diagnostics += specs.diagnostics.map { $0.severity >= .warning ? $0.leavingGraphPartial() : $0 }
    // Outer packages first: a `Package.swift` inside the folder of an outer package's target that is no manifest is
    // one of that target's source files, not a package (see `TargetFolders`); a manifest there is a package of its
    // own, whose files the outer target does not compile (see `PackageFolders`).
    // A `Package.swift` of plain text that names no tools version and imports no `PackageDescription` is no manifest
    // SwiftPM would read, wherever it lies: a source file of an app's target (Sileo's `Backend/Objects/Package.swift`,
    // a class named `Package` that its Xcode project compiles), not a package.
    let manifestPaths = tree.manifests().filter { path in
      !specs.specFiles.contains(path)
        && !PackageDiscovery.isSourceNamedPackage(URL(fileURLWithPath: tree.absolutePath(path)))
    }
    var targetFolders = TargetFolders(resolver: TargetSourceResolver(root: root, tree: tree))
    var read: [String: LoadedPackage] = [:]
    for manifestPath in manifestPaths.sorted(by: { $0.split(separator: "/").count < $1.split(separator: "/").count }) {
      let manifestURL = URL(fileURLWithPath: tree.absolutePath(manifestPath))
      guard !targetFolders.compiles(manifestURL) || PackageDiscovery.isManifest(manifestURL) else { continue }
      let manifest = readManifest(at: manifestURL, displayPath: manifestPath, diagnostics: &diagnostics)
      // What the static reader could not evaluate leaves the package's targets or dependencies unread.
      diagnostics += manifest.diagnostics.map {
        manifest.isIncomplete && $0.severity >= .warning ? $0.leavingGraphPartial() : $0
      }
      let package = LoadedPackage(
        manifest: manifest, manifestPath: manifestPath, directory: manifestURL.deletingLastPathComponent())
      targetFolders.add(package)
      read[manifestPath] = package
    }
    packages = manifestPaths.compactMap { read[$0] }
    let discovered = XcodeWorkspaceLoader.discover(tree: tree)
    let xcodeFiles = discovered.projects + discovered.workspaces
    // Tuist resolves the app's packages with its own manifest (`Tuist/Package.swift`): its pins and checkouts count.
    let packageFolders = packages.map(\.directoryPath) + specs.packageFolders.sorted().filter {
      folder in !packages.contains { $0.directoryPath == folder }
    }
    // The remote packages' checkouts are read before the packages' graph: an older manifest names a remote package
    // by the name its own manifest gives it (`package: "Realm"` for realm-swift), which only the checkout says.
    // An Xcode project or a generator spec makes an Apple-platform app: its packages are resolved on a Mac.
    let forApplePlatforms = !xcodeFiles.isEmpty || !specs.specFiles.isEmpty
    let early = readCheckouts(
      root: root, manifestFolders: packageFolders, xcodeFiles: xcodeFiles, forApplePlatforms: forApplePlatforms)
    var builder = PackageGraphBuilder(root: root, tree: tree)
    builder.remotePackageNames = early.checkouts?.packageNames ?? [:]
    let result = builder.build(packages)
    diagnostics += result.diagnostics
    var graph = result.graph

    // Xcode projects come second: their targets link local package products, which must be known by then.
    let index = result.index
    var resolver = LocalPackageProductResolver(
      { packagePath, product in
        index.modules(forProduct: product, inPackage: packagePath.isEmpty ? "." : packagePath)
      },
      packagesWithProduct: { product in
        index.entries.filter { $0.products[product] != nil }.map(\.directoryPath)
      })
    resolver.remotePackagesByProduct = Self.remoteProducts(of: result.packages)
    // The checkouts are also read before the projects: only their manifests tie a product a project links without
    // naming its package (Tuist's `.external(name: "RevenueCat")`) to the package that has it.
    if let checkouts = early.checkouts {
      let resolved = RemotePackageCheckouts.resolvedFiles(
        root: root, manifestFolders: packageFolders, xcodeFiles: xcodeFiles)
      let pinned = RemotePackageCheckouts.pinnedLocations(resolvedFiles: resolved, root: root)
      resolver.checkouts = .init { checkouts.packages(withProduct: $0, pinnedLocations: pinned) }
    }
    let xcode = XcodeWorkspaceLoader.load(
      root: root, tree: tree, packageProductResolver: resolver,
      specs: PackageFolders(result.packages).removingPackageFiles(from: specs))
    graph.add(containers: xcode.containers, modules: xcode.modules, dependencies: xcode.dependencies)
    diagnostics += xcode.diagnostics
    let remote = annotateRemoteProducts(
      of: &graph, root: root, manifestFolders: packageFolders,
      xcodeFiles: xcode.projects.map(\.path) + xcode.workspaces.map(\.path), early: early,
      packages: result.packages, forApplePlatforms: forApplePlatforms)
    diagnostics += remote.notes

    // Last, the folder fallback: Swift files that no package target and no Xcode target compiles.
    // Files a manifest `exclude:`s are left out on purpose (SourceKitten's test fixture that is not UTF-8 on purpose).
    let covered = Set(graph.modules.flatMap(\.sources)).union(specs.specFiles).union(specs.leftOutSources)
      .union(result.leftOutSources)
    // A manifest or project that could not be read leaves its files uncovered; guessing modules from its folders
    // would make phantom modules and false findings, so they stay out (its error is reported above).
    var unread = xcode.unreadProjectFolders + specs.unreadFolders
    if let rootPackage = packages.first(where: { $0.directoryPath == "." }), rootPackage.manifest.isIncomplete {
      unread += TargetSourceResolver.testFolders + TargetSourceResolver.pluginFolders
    }
    var inferred = InferredModules.load(root: root, covered: covered, tree: tree, unreadFolders: unread)
    // Nothing read at all: Xcode templates, if the folder holds any, are its code (see `templateModules`).
    if inferred.isEmpty, diagnostics.isEmpty, !graph.modules.contains(where: { !$0.isExternal }) {
      let templates = InferredModules.templateModules(tree: tree)
      inferred = templates.modules
      diagnostics += templates.notes
    }
    if !inferred.isEmpty {
      graph.add(containers: [InferredModules.container], modules: inferred)
    }
    diagnostics += UnreadSpecs.diagnostics(
      tree: tree, declaresProjects: !xcode.projects.isEmpty, hasInferredModules: !inferred.isEmpty,
      rootIsPackage: tree.kind(of: "Package.swift") == .file)
    var workspace = LoadedWorkspace(
      root: root, graph: graph, diagnostics: diagnostics.sorted(),
      packages: result.packages, localPackages: result.index)
    workspace.remotePackages = remote.checkouts
    return workspace
  }

  /// Products of remote packages that local manifests link, by product name: Xcode resolves a product a project
  /// links without naming its package against every package of the workspace's package graph.
  static func remoteProducts(of packages: [LoadedPackage]) -> [String: String] {
    var result: [String: String] = [:]
    for package in packages {
      let manifest = package.manifest
      for target in manifest.targets {
        for dependency in target.dependencies {
          guard case .product(let name, let reference) = dependency.kind, result[name] == nil else { continue }
          let declared = manifest.dependencies.first { $0.isNamed(reference ?? name) }
          if case .sourceControl(let url)? = declared?.source { result[name] = url }
        }
      }
    }
    return result
  }

  /// What each remote product brings, from the checkouts of the remote packages when a build made them (see
  /// `RemotePackageCheckouts`), and notes on checkouts that are not at the pinned revision or cannot be read.
  private func annotateRemoteProducts(
    of graph: inout ModuleGraph, root: URL, manifestFolders: [String], xcodeFiles: [String],
    early: (folders: [URL], checkouts: RemotePackageCheckouts?), packages: [LoadedPackage], forApplePlatforms: Bool
  ) -> (notes: [Diagnostic], checkouts: RemotePackageCheckouts?) {
    var notes: [Diagnostic] = []
    var isDirectory: ObjCBool = false
    if let packagesPath, !(RecordedDisk.fileExists(atPath: packagesPath.path, isDirectory: &isDirectory)
      && isDirectory.boolValue)
    {
      notes.append(Diagnostic(.warning, "the packages path '\(packagesPath.path)' is not a folder; it is not read"))
    }
    guard graph.modules.contains(where: \.isExternal) else { return (notes, nil) }
    let folders = RemotePackageCheckouts.folders(
      root: root, packagesPath: packagesPath, manifestFolders: manifestFolders, xcodeFiles: xcodeFiles,
      derivedData: derivedData)
    guard !folders.isEmpty else { return (notes, nil) }
    // The projects read may add DerivedData folders to those looked in before them.
    let checkouts =
      early.folders == folders
      ? early.checkouts!
      : RemotePackageCheckouts(folders: folders, root: root, forApplePlatforms: forApplePlatforms)
    let resolved = RemotePackageCheckouts.resolvedFiles(
      root: root, manifestFolders: manifestFolders, xcodeFiles: xcodeFiles)
    checkouts.annotate(&graph, pinned: RemotePackageCheckouts.pinnedIdentities(resolvedFiles: resolved, root: root))
    let missing = checkouts.missingCheckoutNotes(
      declared: Self.declaredRemotePackages(packages: packages, graph: graph), folders: folders, root: root)
    return (
      notes + checkouts.diagnostics + checkouts.revisionNotes(resolvedFiles: resolved, root: root) + missing,
      checkouts
    )
  }

  /// The remote packages the workspace depends on, where each is declared: the manifests' `.package(url:)` and
  /// `.package(id:)` entries, then the remote packages whose products a project's targets link (at the first target
  /// that links one).
  static func declaredRemotePackages(packages: [LoadedPackage], graph: ModuleGraph)
    -> [RemotePackageCheckouts.DeclaredPackage]
  {
    var result: [RemotePackageCheckouts.DeclaredPackage] = []
    for package in packages {
      for dependency in package.manifest.dependencies {
        switch dependency.source {
        case .sourceControl(let url):
          result.append(.init(identity: dependency.identity, location: url, declaredAt: dependency.location))
        case .registry(let id):
          result.append(.init(identity: dependency.identity, location: id, declaredAt: dependency.location))
        case .fileSystem:
          continue
        }
      }
    }
    let prefix = XcodeGraphMapper.externalPrefix
    for container in graph.containers
    where container.kind == .external && container.name.hasPrefix(prefix) && Self.isRemoteURL(container.path) {
      let linked = graph.dependencies.filter { $0.to.container == container.name }
      result.append(
        .init(
          identity: String(container.name.dropFirst(prefix.count)), location: container.path,
          declaredAt: linked.compactMap(\.location).min()))
    }
    return result
  }

  /// A git repository's URL (`https://...`, `ssh://...`, `git@host:owner/name`), not a folder.
  static func isRemoteURL(_ text: String) -> Bool {
    text.contains("://") || (text.contains("@") && text.contains(":") && !text.hasPrefix("/"))
  }

  /// The checkouts in the folders a build leaves them in (see `RemotePackageCheckouts.folders`); nil when there are
  /// none.
  private func readCheckouts(root: URL, manifestFolders: [String], xcodeFiles: [String], forApplePlatforms: Bool)
    -> (folders: [URL], checkouts: RemotePackageCheckouts?)
  {
    let folders = RemotePackageCheckouts.folders(
      root: root, packagesPath: packagesPath, manifestFolders: manifestFolders, xcodeFiles: xcodeFiles,
      derivedData: derivedData)
    return (
      folders,
      folders.isEmpty
        ? nil : RemotePackageCheckouts(folders: folders, root: root, forApplePlatforms: forApplePlatforms)
    )
  }

  private func readManifest(at url: URL, displayPath: String, diagnostics: inout [Diagnostic]) -> PackageManifest {
    let staticReading: PackageManifest
    do {
      staticReading = try StaticManifestReader().read(contentsOf: url, displayPath: displayPath)
    } catch {
      diagnostics.append(
        Diagnostic(
          .error, "cannot read the manifest: \(error.reason)", at: Location(file: displayPath, line: error.line ?? 0),
          leavesGraphPartial: true))
      return PackageManifest(name: url.deletingLastPathComponent().lastPathComponent, isIncomplete: true)
    }
    guard evaluateManifests else { return staticReading }
    do {
      var exact = try DumpPackageReader().read(packageDirectory: url.deletingLastPathComponent())
      // SwiftPM's JSON has no source positions: borrow them from the static reading where the two agree.
      exact.attachLocations(from: staticReading)
      return exact
    } catch {
      diagnostics.append(
        Diagnostic(
          .warning, "\(error); read the manifest statically instead", at: Location(file: displayPath)))
      return staticReading
    }
  }

}

extension PackageManifest {
  /// Copies the manifest positions of targets, dependencies and products of the same name from another
  /// reading of the same manifest.
  mutating func attachLocations(from other: PackageManifest) {
    for (i, target) in targets.enumerated() {
      guard let match = other.target(named: target.name) else { continue }
      targets[i].location = match.location
      for (j, dependency) in target.dependencies.enumerated() {
        let same = match.dependencies.filter { $0.kind == dependency.kind }
        if same.count == 1 { targets[i].dependencies[j].location = same[0].location }
      }
    }
    for (i, product) in products.enumerated() {
      products[i].location = other.product(named: product.name)?.location
    }
    for (i, dependency) in dependencies.enumerated() {
      dependencies[i].location = other.dependencies.first { $0.identity == dependency.identity }?.location
    }
  }
}

/// The source folders of the packages read so far, to tell a package's manifest from a source file that happens to
/// be called `Package.swift`: RevenueCat/purchases-ios compiles `Sources/Purchasing/Package.swift` (a type named
/// `Package`) into its `RevenueCat` target. SwiftPM reads only the root manifest of a package and compiles every
/// Swift file of a target's folder, so a `Package.swift` below a target's folder (not excluded from it) that is no
/// manifest (`PackageDiscovery.isManifest`) is source; a manifest there is a package of its own (`PackageFolders`).
/// A target whose folder is its package's own (`path: "."`) is left out: nested packages beside it are packages.
struct TargetFolders {
  let resolver: TargetSourceResolver
  /// Absolute folders a target compiles (its folder, or its `sources:` entries), each with what it excludes.
  private var folders: [(folder: String, excluded: [String])] = []

  init(resolver: TargetSourceResolver) {
    self.resolver = resolver
  }

  mutating func add(_ package: LoadedPackage) {
    let packageRoot = XcodePath.normalize(package.directory.path)
    for target in package.manifest.targets where target.kind != .binary && target.kind != .system {
      let folder = resolver.folder(of: target, packageDirectory: package.directory, in: package.manifest)
      guard folder != packageRoot else { continue }
      let excluded = (target.exclude + target.resources).map { XcodePath.normalize(folder + "/" + $0) }
      let starts = target.sources.map { $0.map { XcodePath.normalize(folder + "/" + $0) } } ?? [folder]
      folders += starts.map { ($0, excluded) }
    }
  }

  /// Whether the `Package.swift` at `manifest` is a source file of a target read before.
  func compiles(_ manifest: URL) -> Bool {
    let file = XcodePath.normalize(manifest.path)
    func isInside(_ path: String, _ folder: String) -> Bool { path == folder || path.hasPrefix(folder + "/") }
    return folders.contains { entry in
      isInside(file, entry.folder) && !entry.excluded.contains { isInside(file, $0) }
    }
  }
}
