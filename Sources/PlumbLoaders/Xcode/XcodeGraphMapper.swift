import PlumbModel

/// The part of the module graph that Xcode projects declare, with the problems met while mapping them.
public struct XcodeGraphPart: Sendable {
  public var containers: [Container] = []
  public var modules: [Module] = []
  public var dependencies: [Dependency] = []
  public var diagnostics: [Diagnostic] = []

  public init(
    containers: [Container] = [],
    modules: [Module] = [],
    dependencies: [Dependency] = [],
    diagnostics: [Diagnostic] = []
  ) {
    self.containers = containers
    self.modules = modules
    self.dependencies = dependencies
    self.diagnostics = diagnostics
  }

  /// Every Swift file some target compiles, for the folder fallback.
  public var coveredSources: Set<String> { Set(modules.flatMap(\.sources)) }
}

/// Maps read Xcode projects into containers, modules and edges.
///
/// A native target becomes a module of its project's container (`App.xcodeproj`). Target dependencies and a test
/// bundle's host app become `.target` edges. A package product becomes `.product` edges: to the targets of a
/// local package, as the SwiftPM part of the graph knows them, or to an external node for a remote package.
public struct XcodeGraphMapper: Sendable {
  public var resolver: LocalPackageProductResolver
  /// The analysed folder's name: the identity of a local package that is the root itself.
  public var rootName: String
  /// Folders of projects and specs whose targets were not all read (a Tuist helper beyond the evaluator): a target
  /// a Podfile there names may well exist.
  public var foldersWithUnreadTargets: Set<String> = []

  public init(resolver: LocalPackageProductResolver = .none, rootName: String = "") {
    self.resolver = resolver
    self.rootName = rootName
  }

  private func identity(ofPackageAt location: String) -> String {
    XcodePackageReference.identity(of: location.isEmpty ? rootName : location)
  }

  /// `work` counts the targets and lookups, for the tests (nil in normal runs).
  public func map(_ projects: [XcodeProject], podfiles: [Podfile] = [], work: WorkCounter? = nil) -> XcodeGraphPart {
    var state = XcodeMappingState(projects: projects, work: work)
    var mapper = self
    // A product one project links without naming its package is found where another project names it.
    for project in projects {
      for (product, package) in project.packagesByProduct where mapper.workspacePackagesByProduct[product] == nil {
        mapper.workspacePackagesByProduct[product] = package
      }
    }
    return mapper.map(projects, podfiles: podfiles, state: &state)
  }

  /// Packages by product name, over every project of the workspace.
  var workspacePackagesByProduct: [String: XcodePackageReference] = [:]

  private func map(_ projects: [XcodeProject], podfiles: [Podfile], state: inout XcodeMappingState) -> XcodeGraphPart {
    for project in projects {
      let container = state.containerNames[project.path] ?? project.fileName
      state.part.containers.append(
        Container(name: container, kind: project.format, path: project.specPath ?? project.path))
      for target in project.targets {
        let id = ModuleID(container: container, name: target.name)
        // Xcode, and the generators that write Xcode projects, never define `SWIFT_PACKAGE`.
        var build = target.build
        if build.isSwiftPackage == nil { build.isSwiftPackage = false }
        let host = testHost(of: target, in: project, state: &state)
        build.linkedBinaryModules = Self.linkedBinaryModules(of: target, hostedBy: host, in: project)
        let folder =
          target.synchronizedFolders.count == 1 ? target.synchronizedFolders[0] : XcodePath.commonFolder(target.sources)
        state.part.modules.append(
          Module(
            id: id, kind: target.kind, path: folder, sources: target.sources,
            declaredAt: Location(file: target.file ?? project.declarationFile, line: target.line), build: build))
        let index = state.part.modules.count - 1
        var leftOut = mapTargetDependencies(of: target, id: id, host: host, in: project, state: &state)
        mapLinkedProducts(of: target, id: id, in: project, state: &state)
        leftOut += mapPackageProducts(of: target, id: id, in: project, state: &state)
        if !leftOut.isEmpty {
          // An import one of these entries (a target plumb left out, a product it could not resolve) may declare is
          // not known to be undeclared.
          let unread = (state.part.modules[index].build.unreadDependencies ?? []) + leftOut
          state.part.modules[index].build.unreadDependencies = unread.sorted()
        }
      }
    }
    for podfile in podfiles { mapPods(of: podfile, state: &state) }
    state.givePodsTheirPlatforms()
    state.reportUnloadedProjects()
    return state.finished()
  }

  /// The prebuilt frameworks a target links from the repository, with those of the app a unit test bundle runs in:
  /// the bundle is loaded into the app (`BUNDLE_LOADER`), whose linked frameworks it compiles against, as
  /// purchases-ios's `CarthageInstallationTests` imports the `RevenueCat.xcframework` its host app links. A target
  /// dependency on an app of the project stands for the host when no build setting names one. UI test bundles run
  /// in a process of their own: their host's frameworks are not theirs.
  static func linkedBinaryModules(of target: XcodeTarget, hostedBy host: XcodeTarget?, in project: XcodeProject)
    -> [String]?
  {
    var names = Set(target.build.linkedBinaryModules ?? [])
    if target.kind == .unitTest {
      let hosts =
        host.map { [$0] }
        ?? target.dependencies.filter { $0.projectFileName == nil }
        .compactMap { project.target(named: $0.targetName) }.filter { $0.kind == .app }
      for host in hosts { names.formUnion(host.build.linkedBinaryModules ?? []) }
    }
    return names.isEmpty ? nil : names.sorted()
  }

  /// `.target` edges: declared target dependencies, and the host app of a test bundle. Returns where the entries
  /// whose edge is left out (a target no loaded project has) are declared.
  private func mapTargetDependencies(
    of target: XcodeTarget, id: ModuleID, host: XcodeTarget?, in project: XcodeProject, state: inout XcodeMappingState
  ) -> [Location] {
    let file = project.declarationFile
    var leftOut: [Location] = []
    for dependency in target.dependencies {
      let location = Location(file: dependency.file ?? file, line: dependency.line)
      guard let (other, byRecordedName) = state.module(for: dependency, from: id.container) else {
        if let projectFileName = dependency.projectFileName,
          !state.projects.contains(where: { $0.fileName == projectFileName })
        {
          // A project that is not there at all (a git submodule not checked out): one warning for all its edges. The
          // edges stay, to an external node of the target's name, so that the target's import of that module is
          // still declared.
          state.unloadedProjectEdges[projectFileName, default: []].append(
            (target.name, dependency.targetName, location, dependency.projectPath))
          let external = ModuleID(container: Self.externalPrefix + projectFileName, name: dependency.targetName)
          state.addExternal(external, package: projectFileName)
          state.part.dependencies.append(
            Dependency(from: id, to: external, kind: .target, location: location, isEmbedded: dependency.isEmbedded))
          continue
        }
        var whereabouts =
          dependency.projectFileName.map { " of \($0), which was not loaded or has no such target" } ?? ""
        if let projectFileName = dependency.projectFileName, let remoteID = dependency.remoteID {
          whereabouts = " of \(projectFileName), which has no target of id \(remoteID) nor of that name"
        }
        state.part.diagnostics.append(
          Diagnostic(
            .warning,
            "target '\(target.name)' depends on target '\(dependency.targetName)'\(whereabouts); the edge is left out",
            at: location, leavesGraphPartial: true))
        leftOut.append(location)
        continue
      }
      if byRecordedName, let projectFileName = dependency.projectFileName, let remoteID = dependency.remoteID {
        state.part.diagnostics.append(
          Diagnostic(
            .note,
            "target '\(target.name)' depends on object \(remoteID) of \(projectFileName), which that project does not "
              + "have; plumb follows the name the link recorded, '\(dependency.targetName)'",
            at: location))
      }
      state.part.dependencies.append(
        Dependency(
          from: id, to: other, kind: dependency.impliedByPod.map { .pod(name: $0) } ?? .target, location: location,
          isEmbedded: dependency.isEmbedded))
    }
    if let host {
      let hostID = ModuleID(container: id.container, name: host.name)
      state.part.dependencies.append(
        Dependency(from: id, to: hostID, kind: .target, location: Location(file: target.file ?? file, line: target.line)))
    }
    return leftOut
  }

  /// `.target` edges to the targets of other projects whose products the target links by file name
  /// (`Networking.framework` in `BUILT_PRODUCTS_DIR`, an XcodeGen `framework: Networking.framework`): Xcode's
  /// implicit dependencies build them first. When several
  /// targets build a product of that name (an iOS and a watchOS framework), the one for the target's platform.
  private func mapLinkedProducts(
    of target: XcodeTarget, id: ModuleID, in project: XcodeProject, state: inout XcodeMappingState
  ) {
    for linked in target.linkedProducts {
      let builders = (state.buildersByProductFileName[linked.fileName] ?? []).filter { $0.project.path != project.path }
      state.work?.add(1 + builders.count)
      guard !builders.isEmpty else { continue }  // an SDK or prebuilt framework: not a module of the workspace
      let platforms = Set(target.build.platforms)
      let chosen =
        builders.first { !platforms.isDisjoint(with: $0.target.build.platforms) } ?? builders[0]
      let to = ModuleID(container: state.containerNames[chosen.project.path] ?? chosen.project.fileName, name: chosen.target.name)
      state.part.dependencies.append(
        Dependency(
          from: id, to: to, kind: .target, location: Location(file: linked.file ?? project.declarationFile, line: linked.line),
          isEmbedded: linked.isEmbedded))
    }
  }

  /// `.product` edges, to the targets of a local package or to an external node; returns where the target links
  /// products plumb could not resolve to a package's modules (what those bring is unknown).
  private func mapPackageProducts(
    of target: XcodeTarget, id: ModuleID, in project: XcodeProject, state: inout XcodeMappingState
  ) -> [Location] {
    var unresolved: [Location] = []
    for product in target.packageProducts {
      let location = Location(file: product.file ?? project.declarationFile, line: product.line)
      let (modules, isResolved) = productModules(
        product, of: target, in: project, at: location, diagnostics: &state.part.diagnostics)
      if !isResolved { unresolved.append(location) }
      for (to, package) in modules {
        let identity: String
        if to.container.hasPrefix(Self.externalPrefix) {
          state.addExternal(to, package: package, moduleName: product.moduleName)
          identity = String(to.container.dropFirst(Self.externalPrefix.count))
        } else {
          identity = self.identity(ofPackageAt: package)
        }
        state.part.dependencies.append(
          Dependency(
            from: id, to: to, kind: .product(package: identity, product: product.productName), location: location,
            isEmbedded: product.isEmbedded))
      }
    }
    return unresolved
  }

  /// `.pod` edges from the targets a Podfile names: to the target of the workspace that builds the pod's module
  /// (a development pod with its own project), else to an external node of the `cocoapods` container; and to the
  /// pods a development pod's podspec depends on, when its module is not the one read from that podspec.
  private func mapPods(of podfile: Podfile, state: inout XcodeMappingState) {
    let folder = XcodePath.parent(podfile.path)
    var given: Set<ModuleID> = []
    defer { hedgeCocoaPodsTargetsNotNamed(by: podfile, given: given, state: &state) }
    for podTarget in podfile.targets {
      let projects: [XcodeProject]
      if let named = podTarget.project {
        let path = XcodePath.normalize(
          XcodePath.join(folder, named.hasSuffix(".xcodeproj") ? named : named + ".xcodeproj"))
        projects = state.projects.filter { $0.path == path }
      } else {
        projects = state.projects.filter { XcodePath.parent($0.path) == folder }
      }
      let targetIndex = state.targetIndex
      guard
        let (project, target) = projects.lazy.compactMap({ p in targetIndex[p.path]?.byName[podTarget.name].map { (p, $0) } })
          .first
      else {
        let unreadFolder = ([folder] + projects.map { XcodePath.parent($0.path) })
          .first { foldersWithUnreadTargets.contains($0) }
        let reason =
          unreadFolder.map { "which plumb cannot find: the targets of the project in '\($0)' were not all read" }
          ?? "which no project it applies to has"
        state.part.diagnostics.append(
          Diagnostic(
            .note, "the Podfile names target '\(podTarget.name)', \(reason); its pods are left out",
            at: Location(file: podfile.path, line: podTarget.line), leavesGraphPartial: true))
        continue
      }
      let id = ModuleID(container: state.containerNames[project.path] ?? project.fileName, name: target.name)
      given.insert(id)
      var brought: [Dependency] = []
      for pod in podTarget.pods {
        let moduleName = pod.moduleName ?? BuildInfo.c99Identifier(pod.rootName)
        if let conditions = pod.userConditions, !conditions.isEmpty { state.define(conditions, for: id) }
        let location = Location(file: podfile.path, line: pod.line)
        let localPath = pod.localPath.map { XcodePath.normalize(XcodePath.join(folder, $0)) }
        let to: ModuleID
        if let workspaceModule = podModule(moduleName, localPath: localPath, for: target, state: state) {
          to = workspaceModule
        } else {
          to = ModuleID(container: Self.externalPrefix + "cocoapods", name: pod.rootName)
          state.addExternal(to, package: "cocoapods")
        }
        guard to != id else { continue }
        state.part.dependencies.append(Dependency(from: id, to: to, kind: .pod(name: pod.rootName), location: location))
        // A development pod whose podspec plumb did not build into its module (the same folder's package or project
        // builds it) still brings the pods that podspec depends on: CocoaPods installs them for the target too.
        let builtFromPodspec = state.projects.contains {
          $0.format == .podspec && (state.containerNames[$0.path] ?? $0.fileName) == to.container
        }
        guard !builtFromPodspec else { continue }
        for name in pod.podspecDependencies ?? [] {
          let dependency: ModuleID
          if let workspaceModule = podModule(BuildInfo.c99Identifier(name), localPath: nil, for: target, state: state) {
            dependency = workspaceModule
          } else {
            dependency = ModuleID(container: Self.externalPrefix + "cocoapods", name: name)
            state.addExternal(dependency, package: "cocoapods")
          }
          guard dependency != id else { continue }
          brought.append(Dependency(from: id, to: dependency, kind: .pod(name: name), location: location))
        }
      }
      // After the target's own pods, so that an edge the Podfile writes itself is the one kept.
      state.part.dependencies += brought
    }
  }

  /// A target that CocoaPods integrates (its configuration includes the Pods one, so it defines `COCOAPODS`) in a
  /// project the Podfile applies to, but that no target of the Podfile plumb read names: the pods it gets are
  /// unknown (a Podfile line plumb does not read), so its imports are hedged, and that is said.
  private func hedgeCocoaPodsTargetsNotNamed(
    by podfile: Podfile, given: Set<ModuleID>, state: inout XcodeMappingState
  ) {
    let folder = XcodePath.parent(podfile.path)
    let named = Set(podfile.targets.compactMap(\.project).map {
      XcodePath.normalize(XcodePath.join(folder, $0.hasSuffix(".xcodeproj") ? $0 : $0 + ".xcodeproj"))
    })
    let projects = state.projects.filter { named.contains($0.path) || XcodePath.parent($0.path) == folder }
    for project in projects {
      for target in project.targets where target.build.definedConditions?.contains("COCOAPODS") == true {
        let id = ModuleID(container: state.containerNames[project.path] ?? project.fileName, name: target.name)
        guard !given.contains(id), let index = state.part.modules.firstIndex(where: { $0.id == id }) else { continue }
        let place = Location(file: podfile.path)
        state.part.modules[index].build.unreadDependencies =
          ((state.part.modules[index].build.unreadDependencies ?? []) + [place]).sorted()
        state.part.diagnostics.append(
          Diagnostic(
            .note,
            "target '\(target.name)' of \(project.fileName) is built with CocoaPods (its configuration includes the "
              + "Pods one), but no target of the Podfile that plumb could read names it: the pods it gets are unknown",
            at: Location(file: project.pbxprojPath, line: target.line), leavesGraphPartial: true))
      }
    }
  }

  /// The library target of the workspace that builds a pod's module: inside the development pod's folder first,
  /// then for the depending target's platform.
  private func podModule(_ moduleName: String, localPath: String?, for target: XcodeTarget, state: XcodeMappingState)
    -> ModuleID?
  {
    let candidates = state.librariesByModuleName[moduleName] ?? []
    guard !candidates.isEmpty else { return nil }
    let platforms = Set(target.build.platforms)
    func score(_ candidate: (project: XcodeProject, target: XcodeTarget)) -> Int {
      var score = 0
      if let localPath, candidate.project.path.hasPrefix(localPath + "/") || localPath.isEmpty { score += 2 }
      if !platforms.isDisjoint(with: candidate.target.build.platforms) { score += 1 }
      return score
    }
    let best = candidates.enumerated().max { (score($0.element), -$0.offset) < (score($1.element), -$1.offset) }!.element
    return ModuleID(container: state.containerNames[best.project.path] ?? best.project.fileName, name: best.target.name)
  }

  static let externalPrefix = "external:"

  /// Project file names, made unique: a second `App.xcodeproj` elsewhere is named by its path.
  static func containerNames(for projects: [XcodeProject]) -> [String: String] {
    var counts: [String: Int] = [:]
    for project in projects { counts[project.fileName, default: 0] += 1 }
    var result: [String: String] = [:]
    for project in projects.sorted(by: { $0.path < $1.path }) {
      let isFirst = !result.values.contains(project.fileName)
      result[project.path] = counts[project.fileName] == 1 || isFirst ? project.fileName : project.path
    }
    return result
  }

  /// The target a test bundle is hosted by: `TEST_TARGET_NAME`, or the app named in `TEST_HOST`.
  private func testHost(of target: XcodeTarget, in project: XcodeProject, state: inout XcodeMappingState)
    -> XcodeTarget?
  {
    guard target.kind == .unitTest || target.kind == .uiTest else { return nil }
    let index = state.targetIndex[project.path]
    if let name = target.testTargetName, !name.contains("$(") {
      // A renamed target keeps its old name as `productName`, and UI tests may still name it that way.
      if let host = index?.byName[name] ?? index?.byProductName[name] {
        return host
      }
      state.part.diagnostics.append(
        Diagnostic(
          .warning, "test target '\(target.name)' runs against '\(name)', which is not a target of the project",
          at: Location(file: target.file ?? project.declarationFile, line: target.line)))
      return nil
    }
    guard let product = target.testHostProductName, !product.contains("$(") else { return nil }
    if let host = index?.byProductFileName[product + ".app"] ?? index?.byName[product]
      ?? index?.appsByConfiguredProductName[product]
    {
      return host
    }
    state.part.diagnostics.append(
      Diagnostic(
        .warning, "test target '\(target.name)' is hosted by '\(product).app', which no target of the project builds",
        at: Location(file: target.file ?? project.declarationFile, line: target.line)))
    return nil
  }

  /// The modules a package product stands for, each with the package's location (path or URL); not resolved when
  /// plumb kept the product as an external node for want of the package that has it.
  private func productModules(
    _ product: XcodePackageProduct,
    of target: XcodeTarget,
    in project: XcodeProject,
    at location: Location,
    diagnostics: inout [Diagnostic]
  ) -> (modules: [(ModuleID, String)], isResolved: Bool) {
    switch product.package ?? localOrNamedPackage(of: product, in: project) {
    case .remote(let url, _)?:
      let identity = XcodePackageReference.identity(of: url)
      return ([(ModuleID(container: Self.externalPrefix + identity, name: product.productName), url)], true)
    case .local(let path)?:
      if let modules = resolver.modules(packagePath: path, product: product.productName), !modules.isEmpty {
        return (modules.map { ($0, path) }, true)
      }
      if path.hasPrefix("../") || path.hasPrefix("/") {
        // Outside the analysed folder: a fact of the invocation, not a problem of the project.
        diagnostics.append(
          Diagnostic(
            .note,
            "target '\(target.name)' links product '\(product.productName)' of the local package at '\(path)', "
              + "outside the analysed folder; it is kept as an external node (analyse a folder that holds both to "
              + "see its modules)",
            at: location))
      } else {
        diagnostics.append(
          Diagnostic(
            .warning,
            "target '\(target.name)' links product '\(product.productName)' of the local package at '\(path)', "
              + "which the loaded packages do not provide; it is kept as an external node",
            at: location))
      }
      let external = ModuleID(container: Self.externalPrefix + identity(ofPackageAt: path), name: product.productName)
      return ([(external, path)], false)
    case nil:
      // Xcode finds it in the workspace's package graph (a remote package some package depends on), which plumb
      // does not resolve: a fact about plumb's reading, not a problem of the project.
      diagnostics.append(
        Diagnostic(
          .note,
          "target '\(target.name)' links product '\(product.productName)' without naming its package, and "
            + unresolvedReason(product.productName) + "; it is kept as an external node",
          at: location))
      return ([(ModuleID(container: Self.externalPrefix + "unresolved", name: product.productName), "unresolved")], false)
    }
  }

  /// Why a product linked without its package was tied to none: what plumb read, and what it could not.
  private func unresolvedReason(_ product: String) -> String {
    guard let checkouts = resolver.checkouts else {
      return "no local package has a product of that name; which remote package has it is written only in the "
        + "packages' manifests, and plumb found no checkout of them to read (pass '--packages-path' the "
        + "SourcePackages folder of a build, or run 'swift package resolve')"
    }
    let candidates = checkouts.packagesWithProduct(product).map(\.identity)
    if candidates.count > 1 {
      return "several checked-out packages have a product of that name (\(candidates.joined(separator: ", ")))"
    }
    return "neither a local package nor a checked-out remote one has a product of that name"
  }

  /// The one checked-out remote package that has a product of that name: Tuist's `.external(name:)` and Xcode's
  /// product entries name products, and a product's name need not be its package's (`RevenueCat` is a product of
  /// `purchases-ios`, `CombineMoya` of `Moya`).
  private func checkedOutPackage(withProduct product: String) -> XcodePackageReference? {
    guard let candidates = resolver.checkouts?.packagesWithProduct(product), candidates.count == 1 else { return nil }
    return .remote(url: candidates[0].location, requirement: nil)
  }

  /// For a product linked without a package: packages dragged into the project are linked by product name alone,
  /// so the local package that has the product comes first; then the package another entry of the project
  /// names for the same product.
  private func localOrNamedPackage(of product: XcodePackageProduct, in project: XcodeProject) -> XcodePackageReference?
  {
    for path in project.localPackagePaths {
      if let modules = resolver.modules(packagePath: path, product: product.productName), !modules.isEmpty {
        return .local(path: path)
      }
    }
    if let named = project.packagesByProduct[product.productName] ?? workspacePackagesByProduct[product.productName] {
      return named
    }
    if let url = resolver.remotePackage(withProduct: product.productName) {
      return .remote(url: url, requirement: nil)
    }
    // A package the project reaches some other way (a workspace's folder reference, a group, a path plumb does not
    // follow): the one local package that vends the product, or the nearest to the project among several.
    let providers = resolver.packages(withProduct: product.productName)
    guard !providers.isEmpty else { return checkedOutPackage(withProduct: product.productName) }
    let projectFolder = XcodePath.parent(project.path)
    let nearest = providers.max { Self.sharedPrefixLength($0, projectFolder) < Self.sharedPrefixLength($1, projectFolder) }
    return nearest.map { .local(path: $0 == "." ? "" : $0) }
  }

  /// How many leading path components two root-relative paths share.
  static func sharedPrefixLength(_ a: String, _ b: String) -> Int {
    zip(a.split(separator: "/"), b.split(separator: "/")).prefix { $0 == $1 }.count
  }
}

/// What mapping has produced so far, and the lookups it needs across projects.
extension XcodeMappingState {
  /// Adds `#if` flags to every configuration of a module, where its flags are known (a pod's `xcconfig` flags, which
  /// `pod install` writes into the target's `Pods-*.xcconfig`).
  mutating func define(_ conditions: [String], for id: ModuleID) {
    guard let index = part.modules.firstIndex(where: { $0.id == id }) else { return }
    var build = part.modules[index].build
    guard let defined = build.definedConditions else { return }
    build.definedConditions = Set(defined + conditions).sorted()
    build.configurationConditions = build.configurationConditions?.map { Set($0 + conditions).sorted() }
    part.modules[index].build = build
  }
}

private struct XcodeMappingState {
  let projects: [XcodeProject]
  let containerNames: [String: String]
  /// Cross-project dependencies name the other project by file name.
  let containerByFileName: [String: String]
  var part = XcodeGraphPart()
  /// Target dependencies on targets of projects that were not loaded, by project file name.
  var unloadedProjectEdges: [String: [(from: String, to: String, location: Location, projectPath: String?)]] = [:]
  private var externalContainers: [String: Container] = [:]
  private var externalModules: Set<ModuleID> = []
  /// Counts the lookups, for the tests; nil in normal runs.
  let work: WorkCounter?

  /// A project's targets by name, product name and product file name (the first of each): looked up per target,
  /// so indexed once rather than searched each time.
  struct TargetIndex {
    var byName: [String: XcodeTarget] = [:]
    var byProductName: [String: XcodeTarget] = [:]
    var byProductFileName: [String: XcodeTarget] = [:]
    /// Apps by the product name of any of their configurations: what a test host names.
    var appsByConfiguredProductName: [String: XcodeTarget] = [:]
    /// By object id and by the id of the product's file reference: what another project's links record.
    var byObjectID: [String: XcodeTarget] = [:]
    var byProductReferenceID: [String: XcodeTarget] = [:]
  }

  /// By project path.
  let targetIndex: [String: TargetIndex]
  /// Every project's targets by the file name of their product, in project order: who builds a linked product.
  let buildersByProductFileName: [String: [(project: XcodeProject, target: XcodeTarget)]]
  /// Framework and static library targets by the Swift module they build, in project order: a pod's module.
  let librariesByModuleName: [String: [(project: XcodeProject, target: XcodeTarget)]]
  /// `container` + NUL + target name, for every target read.
  private let targetKeys: Set<String>

  init(projects: [XcodeProject], work: WorkCounter? = nil) {
    self.projects = projects
    self.work = work
    self.containerNames = XcodeGraphMapper.containerNames(for: projects)
    var byFileName: [String: String] = [:]
    for project in projects.sorted(by: { $0.path < $1.path }) where byFileName[project.fileName] == nil {
      byFileName[project.fileName] = containerNames[project.path]
    }
    self.containerByFileName = byFileName
    var targetIndex: [String: TargetIndex] = [:]
    var builders: [String: [(project: XcodeProject, target: XcodeTarget)]] = [:]
    var libraries: [String: [(project: XcodeProject, target: XcodeTarget)]] = [:]
    var keys = Set<String>()
    for project in projects {
      var index = targetIndex[project.path] ?? TargetIndex()
      let container = containerNames[project.path] ?? project.fileName
      for target in project.targets {
        if index.byName[target.name] == nil { index.byName[target.name] = target }
        if let id = target.objectID { index.byObjectID[id] = target }
        if let id = target.productReferenceID { index.byProductReferenceID[id] = target }
        if let name = target.productName, index.byProductName[name] == nil { index.byProductName[name] = target }
        if [.app, .watchApp].contains(target.kind) {
          for name in target.configuredProductNames where index.appsByConfiguredProductName[name] == nil {
            index.appsByConfiguredProductName[name] = target
          }
        }
        if let file = target.productFileName {
          if index.byProductFileName[file] == nil { index.byProductFileName[file] = target }
          builders[file, default: []].append((project, target))
        }
        if [.framework, .staticLibrary].contains(target.kind) {
          let moduleName = target.build.moduleName ?? BuildInfo.c99Identifier(target.name)
          libraries[moduleName, default: []].append((project, target))
          // A Podfile names a pod, whose podspec may name its module otherwise (`module_name`).
          let podName = BuildInfo.c99Identifier(target.name)
          if project.format == .podspec, podName != moduleName {
            libraries[podName, default: []].append((project, target))
          }
        }
        keys.insert(container + "\u{0}" + target.name)
      }
      targetIndex[project.path] = index
    }
    self.targetIndex = targetIndex
    self.buildersByProductFileName = builders
    self.librariesByModuleName = libraries
    self.targetKeys = keys
    work?.add(projects.reduce(0) { $0 + $1.targets.count })
  }

  /// The module a target dependency points at, if that target was read. A target of another project is found by
  /// the object id the link records, as Xcode finds it; by the name recorded beside it (`byRecordedName`) only when
  /// the project read has no object of that id (a project from a generator spec, or a link left stale).
  func module(for dependency: XcodeTargetDependency, from container: String) -> (id: ModuleID, byRecordedName: Bool)? {
    work?.add(1)
    if let remoteID = dependency.remoteID, let project = project(of: dependency),
      let index = targetIndex[project.path]
    {
      let other = containerNames[project.path] ?? project.fileName
      let byID = dependency.isProductReference ? index.byProductReferenceID[remoteID] : index.byObjectID[remoteID]
      if let target = byID { return (ModuleID(container: other, name: target.name), false) }
      guard let target = index.byName[dependency.targetName] else { return nil }
      // A project read from a spec has no ids: its names are the ones to follow.
      return (ModuleID(container: other, name: target.name), target.objectID != nil)
    }
    let otherContainer = dependency.projectFileName.map { containerByFileName[$0] ?? $0 } ?? container
    let exists = targetKeys.contains(otherContainer + "\u{0}" + dependency.targetName)
    return exists ? (ModuleID(container: otherContainer, name: dependency.targetName), false) : nil
  }

  /// The project a dependency on another project points into: the one at the path the link resolves to, else the
  /// first of that file name.
  func project(of dependency: XcodeTargetDependency) -> XcodeProject? {
    if let path = dependency.projectPath, let project = projects.first(where: { $0.path == path }) { return project }
    guard let fileName = dependency.projectFileName else { return nil }
    return projects.filter { $0.fileName == fileName }.min { $0.path < $1.path }
  }

  mutating func addExternal(_ id: ModuleID, package: String, moduleName: String? = nil) {
    guard externalModules.insert(id).inserted else { return }
    part.modules.append(Module(id: id, kind: .external, build: BuildInfo(moduleName: moduleName)))
    if externalContainers[id.container] == nil {
      externalContainers[id.container] = Container(name: id.container, kind: .external, path: package)
    }
  }

  mutating func reportUnloadedProjects() {
    for (project, edges) in unloadedProjectEdges.sorted(by: { $0.key < $1.key }) {
      let targets = Set(edges.map(\.to)).sorted().map { "'\($0)'" }.joined(separator: ", ")
      let first = edges.min { $0.location < $1.location }!
      // A path that leaves the analysed folder (`../editors-ios/...`, a sibling repository) is simply not in it; one
      // inside that is not there is most often a submodule left out of the checkout.
      let whereabouts =
        edges.compactMap(\.projectPath).first(where: XcodePath.isOutsideRoot).map {
          "that project, at '\($0)', is outside the analysed folder"
        } ?? "that project is not in the analysed folder (a git submodule not checked out?)"
      part.diagnostics.append(
        Diagnostic(
          .warning,
          "\(edges.count) target dependenc\(edges.count == 1 ? "y" : "ies") on \(targets) of \(project) "
            + "\(edges.count == 1 ? "goes" : "go") to an external node named as the link recorded it: \(whereabouts)",
          at: first.location, leavesGraphPartial: true))
    }
  }

  /// CocoaPods builds a pod for each platform of the targets that get it (`Alamofire-iOS`, `Alamofire-watchOS`): an
  /// external pod is built for those platforms, so a `#if canImport` of it in a watch target that does not get it
  /// is known to be false.
  mutating func givePodsTheirPlatforms() {
    let platformsByModule = Dictionary(
      part.modules.map { ($0.id, $0.build.platforms) }, uniquingKeysWith: { first, _ in first })
    var podPlatforms: [ModuleID: Set<String>] = [:]
    for dependency in part.dependencies where dependency.isPod && externalModules.contains(dependency.to) {
      podPlatforms[dependency.to, default: []].formUnion(platformsByModule[dependency.from] ?? [])
    }
    for index in part.modules.indices {
      guard let platforms = podPlatforms[part.modules[index].id] else { continue }
      part.modules[index].build.platforms = platforms.sorted()
    }
  }

  func finished() -> XcodeGraphPart {
    var result = part
    result.containers.append(contentsOf: externalContainers.values)
    result.containers.sort { ($0.name, $0.path) < ($1.name, $1.path) }
    result.modules.sort { $0.id < $1.id }
    // One edge per pair of modules: a test bundle may both depend on its host and be hosted by it, and a target
    // may both depend on a target and link a product made of it. The first declaration is kept.
    var seen: Set<[ModuleID]> = []
    result.dependencies = result.dependencies.enumerated()
      .sorted { ($0.element.from, $0.element.to, $0.offset) < ($1.element.from, $1.element.to, $1.offset) }
      .map(\.element)
      .filter { seen.insert([$0.from, $0.to]).inserted }
    return result
  }
}
