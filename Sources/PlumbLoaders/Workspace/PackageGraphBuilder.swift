import Foundation
import PlumbModel

/// Resolves declared manifests into one module graph: a module per target, an edge per target dependency,
/// products of local packages followed to their targets, products of remote packages kept as external nodes.
public struct PackageGraphBuilder: Sendable {
  public var root: URL
  /// The walk of the root, where target folders are looked up (walked here when not given).
  public var tree: FileTree

  /// The name each checked-out remote package's manifest gives it, by identity (`Realm` for `realm-swift`): what
  /// an older manifest's `.product(name:package:)` may name it by.
  public var remotePackageNames: [String: String] = [:]

  public init(root: URL, tree: FileTree? = nil) {
    self.root = root.standardizedFileURL
    self.tree = tree ?? FileTree(root: self.root.path)
  }

  public struct Result: Sendable {
    public var graph: ModuleGraph
    public var packages: [LoadedPackage]
    public var index: LocalPackageIndex
    public var diagnostics: [Diagnostic]
    /// Swift files the targets' `exclude:` and `resources:` leave out (`Resolution.leftOut`).
    public var leftOutSources: Set<String> = []
  }

  public func build(_ packages: [LoadedPackage]) -> Result {
    var diagnostics: [Diagnostic] = []
    let packages = uniquelyNamed(packages, diagnostics: &diagnostics)
    let index = LocalPackageIndex(packages: packages)
    let resolver = TargetSourceResolver(root: root, tree: tree)
    var ignored = MissingFileReason(tree: tree)
    // Collected, then made into the graph at once: adding them one by one was quadratic in the targets.
    var containers: [Container] = []
    var modules: [Module] = []
    var dependencies: [Dependency] = []
    var leftOutSources: Set<String> = []
    let packageFolders = PackageFolders(packages)

    for package in packages {
      let otherPackages = packageFolders.inside(package.directoryPath, tree: tree)
      containers.append(
        Container(
          name: package.containerName, kind: .swiftPackage, path: package.manifestPath,
          products: Self.products(of: package.manifest)))
      for target in package.manifest.targets {
        let resolution = resolver.resolve(
          target, packageDirectory: package.directory, in: package.manifest, otherPackages: otherPackages)
        if !resolution.folderExists && target.kind != .binary {
          diagnostics.append(
            Diagnostic(
              .warning, "the folder of target '\(target.name)' does not exist: \(resolution.path ?? "?")",
              at: target.location ?? Location(file: package.manifestPath), leavesGraphPartial: true))
        }
        // Said only where it changes a finding: a target with no dependency has none for unused-dependency to judge.
        // plumb does not know what a plugin writes (a resource, class files, Swift or nothing), only that it may.
        for generator in Self.sourceGenerators(of: target) where !target.dependencies.isEmpty {
          diagnostics.append(
            Diagnostic(
              .note,
              "target '\(target.name)' applies the build plugin '\(generator)', whose output plumb does not read: "
                + "sources it may write may use any dependency, so the target's dependencies are not judged by "
                + "unused-dependency",
              at: target.location ?? Location(file: package.manifestPath)))
        }
        for skipped in resolution.skipped {
          diagnostics.append(
            Diagnostic(
              .warning, "target '\(target.name)': \(skipped.path): \(skipped.reason)",
              at: target.location ?? Location(file: package.manifestPath)))
        }
        // SwiftPM builds a regular target with a `main.swift` at its top as an executable.
        let hasMain = resolution.path.map { folder in resolution.sources.contains(XcodePath.join(folder, "main.swift")) }
        let kind: Module.Kind = target.kind.moduleKind == .regular && hasMain == true ? .executable : target.kind.moduleKind
        var module = Module(
          id: ModuleID(container: package.containerName, name: target.name), kind: kind,
          path: resolution.path, sources: resolution.sources, declaredAt: target.location,
          build: Self.buildInfo(of: target, in: package.manifest))
        module.sourceLinks = resolution.links.isEmpty ? nil : resolution.links
        if !resolution.folderExists && target.kind != .binary { module.build.folderIsMissing = true }
        leftOutSources.formUnion(resolution.leftOut)
        // Swift files git ignores in the target's folder: a generator writes them there in each checkout.
        if target.kind != .binary, let folder = resolution.path, let rule = ignored.ignoringSwiftFiles(in: folder) {
          module.build.ignoredSwiftSources = [rule]
        }
        // What its Objective-C files import by name, for a target with Swift files (the others are not judged).
        if !resolution.sources.isEmpty, let folder = resolution.path {
          let excluded = Set((target.exclude + target.resources).map { XcodePath.normalize(XcodePath.join(folder, $0)) })
          module.build.objectiveCImports = ObjectiveCModuleImports.modules(
            inFolder: folder, excluded: excluded, root: root, tree: tree)
        }
        if target.kind == .binary, let folder = resolution.path {
          let frameworks = Self.frameworkModules(in: folder, tree: tree)
          if !frameworks.isEmpty { module.productModules = frameworks }
          if frameworks.count == 1, frameworks[0] != target.name { module.build.moduleName = frameworks[0] }
        }
        modules.append(module)
      }
    }
    // External nodes come after the packages' own modules, in the order adding them one by one had.
    var externalContainers: [Container] = []
    var externalModules: [Module] = []
    for package in packages {
      // Looked up once per dependency: a set, not a pass over the targets (quadratic in a large manifest).
      let targetNames = Set(package.manifest.targets.map(\.name))
      for target in package.manifest.targets {
        let from = ModuleID(container: package.containerName, name: target.name)
        for dependency in target.dependencies {
          let edges = resolve(
            dependency, of: package, targetNames: targetNames, index: index, diagnostics: &diagnostics)
          for (to, kind, external) in edges {
            if let external {
              externalContainers.append(external.container)
              externalModules.append(external.module)
            }
            let condition = dependency.condition.map(\.text).flatMap { $0.isEmpty ? nil : $0 }
            dependencies.append(Dependency(from: from, to: to, kind: kind, condition: condition, location: dependency.location))
          }
        }
      }
    }
    let graph = ModuleGraph(
      containers: containers + externalContainers, modules: modules + externalModules, dependencies: dependencies)
    return Result(
      graph: graph, packages: packages, index: index, diagnostics: diagnostics, leftOutSources: leftOutSources)
  }

  /// What a SwiftPM target's build defines for `#if`: `SWIFT_PACKAGE` (always), `DEBUG` (in debug builds, not in
  /// release ones) and the target's own defines, unknown when the manifest could not be read whole. Platforms stay
  /// open: a package builds for whatever platform its importer needs.
  /// The targets the manifest's products vend, as far as it was read (a manifest read in part says so itself).
  static func products(of manifest: PackageManifest) -> PackageProducts {
    var libraries: [String] = []
    var others: [String] = []
    for product in manifest.products {
      if case .library = product.kind { libraries += product.targets } else { others += product.targets }
    }
    return PackageProducts(libraryTargets: libraries, otherTargets: others)
  }

  /// The modules an `.xcframework` folder of the checkout provides: the names of its `<platform>/<Name>.framework`
  /// folders (a framework is imported by its name). Empty for an archive to download, a folder that is not there, or
  /// one of static libraries (whose module maps plumb does not read): the binary target's modules stay unknown.
  static func frameworkModules(in folder: String, tree: FileTree) -> [String] {
    guard folder.hasSuffix(".xcframework"), let platforms = tree.children(of: folder) else { return [] }
    var names = Set<String>()
    for platform in platforms where !platform.name.hasPrefix("_") {
      for entry in tree.children(of: XcodePath.join(folder, platform.name)) ?? []
      where entry.name.hasSuffix(".framework") {
        names.insert(String(entry.name.dropLast(".framework".count)))
      }
    }
    return names.sorted()
  }

  static func buildInfo(of target: TargetDeclaration, in manifest: PackageManifest) -> BuildInfo {
    // SwiftPM makes the target's name an identifier for its module: `Modals-iOS` is imported as `Modals_iOS`.
    let identifier = BuildInfo.c99Identifier(target.name)
    let moduleName = identifier == target.name ? nil : identifier
    var build = BuildInfo(moduleName: moduleName, isSwiftPackage: true)
    let generators = sourceGenerators(of: target)
    build.sourceGenerators = generators.isEmpty ? nil : generators
    // What a branch for an Apple platform declares is not read here: an import it may declare is not known to be
    // undeclared (periphery's `ProjectDrivers` depends on `XcodeSupport` under `#if os(macOS)`).
    build.unreadDependencies = manifest.applePlatformBranches
    // A manifest read in part still tells what a target defines when all that may give it settings was read
    // (purchases-ios reads flags from a file for three targets, not for its test targets).
    guard !manifest.isIncomplete || target.settingsMayBeIncomplete == nil else { return build }
    let release = Set(["SWIFT_PACKAGE"] + target.defines)
    let debug = release.union(["DEBUG"])
    build.definedConditions = debug.sorted()
    build.configurationConditions = [debug.sorted(), release.sorted()]
    return build
  }

  /// The build-tool plugins of a target that may write sources: every plugin a target applies is a build-tool plugin
  /// (a command plugin cannot be applied), and most generate code (`OpenAPIGenerator`, a protobuf generator,
  /// package-benchmark's `BenchmarkPlugin`, SwiftGen's), though some write only resources or nothing for a given
  /// target, which plumb cannot tell without running them; linters and formatters (`SwiftLintBuildToolPlugin`,
  /// `SwiftFormatPlugin`) only read the sources.
  static func sourceGenerators(of target: TargetDeclaration) -> [String] {
    Set(target.plugins).filter { name in
      let lowered = name.lowercased()
      return !lowered.contains("lint") && !lowered.contains("format")
    }.sorted()
  }

  /// Packages whose names clash get the folder in their container name, so module ids stay unique.
  private func uniquelyNamed(_ packages: [LoadedPackage], diagnostics: inout [Diagnostic]) -> [LoadedPackage] {
    let counts = Dictionary(grouping: packages, by: \.manifest.name).mapValues(\.count)
    return packages.map { package in
      guard counts[package.manifest.name, default: 0] > 1 else { return package }
      var renamed = package
      renamed.containerName = "\(package.manifest.name) (\(package.directoryPath))"
      diagnostics.append(
        Diagnostic(
          .note, "several packages are named '\(package.manifest.name)'; this one is called '\(renamed.containerName)'",
          at: Location(file: package.manifestPath)))
      return renamed
    }
  }

  private struct ExternalNode {
    var container: Container
    var module: Module
  }

  private func resolve(
    _ dependency: TargetDependencyDeclaration, of package: LoadedPackage, targetNames: Set<String>,
    index: LocalPackageIndex, diagnostics: inout [Diagnostic]
  ) -> [(ModuleID, Dependency.Kind, ExternalNode?)] {
    let manifest = package.manifest
    let location = dependency.location ?? Location(file: package.manifestPath)
    switch dependency.kind {
    case .target(let name):
      guard targetNames.contains(name) else {
        diagnostics.append(
          Diagnostic(.warning, "'\(name)' is not a target of package '\(manifest.name)'", at: location))
        return []
      }
      return [(ModuleID(container: package.containerName, name: name), .target, nil)]

    case .byName(let name):
      // SwiftPM: a target of the same package first, else a product of one of the package's dependencies.
      if targetNames.contains(name) {
        return [(ModuleID(container: package.containerName, name: name), .target, nil)]
      }
      for declared in manifest.dependencies {
        if let local = localPackage(for: declared, index: index), let modules = local.products[name] {
          return modules.map { ($0, .product(package: local.containerName, product: name), nil) }
        }
      }
      if let declared = manifest.dependencies.first(where: { $0.isNamed(name) }) {
        return [external(product: name, of: declared)]
      }
      diagnostics.append(
        Diagnostic(
          .warning, "'\(name)' is neither a target of package '\(manifest.name)' nor a product of its dependencies",
          at: location))
      return []

    case .product(let name, let packageReference):
      // `package:` names a dependency by identity, by its `name:`, or (for `.package(path:)`) by the name its own
      // manifest gives it; below tools version 5.2 a remote one too, as SwiftPM then matched names.
      let reference = packageReference ?? name
      let declared =
        manifest.dependencies.first { $0.isNamed(reference) }
        ?? manifest.dependencies.first { localPackage(for: $0, index: index)?.packageName == reference }
        ?? (Self.namesPackagesByName(manifest)
          ? manifest.dependencies.first { remotePackageNames[$0.identity] == reference } : nil)
      if let declared, let local = localPackage(for: declared, index: index) {
        guard let modules = local.products[name] else {
          // A package found in the tree by the identity of a remote dependency may be another copy of it (an older
          // app kept in a folder of its own, with a workspace of its own): the remote package is the one declared.
          if case .sourceControl = declared.source { return [external(product: name, of: declared)] }
          diagnostics.append(
            Diagnostic(
              .warning, "package '\(local.packageName)' has no product '\(name)'", at: location))
          return []
        }
        return modules.map { ($0, .product(package: local.containerName, product: name), nil) }
      }
      if let declared {
        return [external(product: name, of: declared)]
      }
      // In a manifest plumb could not read whole, the package may be one of the dependencies it could not read:
      // that was reported where it happened.
      if !manifest.isIncomplete {
        diagnostics.append(
          Diagnostic(
            .warning, "package '\(reference)' is not among the dependencies of package '\(manifest.name)'", at: location))
      }
      let identity = reference.lowercased()
      return [external(product: name, identity: identity, path: identity)]
    }
  }

  /// Whether SwiftPM matches the manifest's `.product(name:package:)` against the names the dependencies' own
  /// manifests give them: tools versions before 5.2, which had no `.package(name:url:)` and did not check the
  /// argument against the declared dependencies (from 5.2 SwiftPM rejects a name the dependencies do not declare).
  static func namesPackagesByName(_ manifest: PackageManifest) -> Bool {
    guard let tools = manifest.toolsVersion?.split(separator: ".").compactMap({ Int($0) }), !tools.isEmpty else {
      return false
    }
    return tools.lexicographicallyPrecedes([5, 2])
  }

  /// The workspace package a declared dependency stands for: the folder a `.package(path:)` names, or a
  /// package found in the tree with the same identity.
  private func localPackage(for declared: PackageDependencyDeclaration, index: LocalPackageIndex)
    -> LocalPackageIndex.Entry?
  {
    if case .fileSystem(let path) = declared.source {
      return index.entries.first { $0.absolutePath == path } ?? index.package(declared.identity)
    }
    let matches = index.entries.filter { $0.identity == declared.identity }
    return matches.count == 1 ? matches[0] : nil
  }

  private func external(product: String, of declared: PackageDependencyDeclaration)
    -> (ModuleID, Dependency.Kind, ExternalNode?)
  {
    let path: String
    switch declared.source {
    case .sourceControl(let url): path = url
    case .fileSystem(let absolute): path = TargetSourceResolver.relativePath(absolute, to: root.path)
    case .registry(let id): path = id
    }
    return external(product: product, identity: declared.identity, path: path)
  }

  private func external(product: String, identity: String, path: String) -> (ModuleID, Dependency.Kind, ExternalNode?) {
    let container = Container(name: "external:\(identity)", kind: .external, path: path)
    let id = ModuleID(container: container.name, name: product)
    return (
      id, .product(package: identity, product: product),
      ExternalNode(container: container, module: Module(id: id, kind: .external))
    )
  }
}
