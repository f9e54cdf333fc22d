import PlumbModel

/// A module's sources must not import a module of the workspace that the module does not declare as a
/// dependency, directly or through an `@_exported import` of a module it declares.
///
/// By default a module the declared dependencies reach transitively counts as declared: SwiftPM and Xcode build
/// it before the importer, so the import always builds (an app that links `AppFeature` and imports
/// `ComposableArchitecture` is the everyday case). `allow-transitive: false` asks for direct declarations.
///
/// Imports name Swift modules, not targets: `import Networking` is the Xcode target whose `PRODUCT_MODULE_NAME` (or
/// `PRODUCT_NAME`, from its build settings or `.xcconfig` files) is `Networking`, whatever the target is called.
/// When several targets build that module (`Networking-iOS`, `Networking-watchOS`), the importer's declared
/// dependency wins, then one its dependencies reach, then one of its platform.
///
/// An import under `#if` counts only where the module's build compiles it: not under a flag the target never
/// defines (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` in `OTHER_SWIFT_FLAGS`, in any configuration), nor under
/// `os(...)` of a platform the target is not built for. An import under `#if canImport(M)` of a module built only
/// for other platforms is not reported: the guard keeps it out of the build for good.
///
/// A prebuilt framework or xcframework the target links from the repository, not as a build product (a Carthage
/// build of `Lottie.xcframework`), declares the module of its name, even when a workspace target builds it too. A
/// unit test bundle runs inside its host app (`TEST_HOST`, or the app it depends on) and compiles against the
/// frameworks the app links, so the host's count for it; a UI test bundle runs in a process of its own, and does not
/// get them.
///
/// Every import form counts: `import M`, `@testable import M`, `@_exported import M`, `import struct M.T`.
/// Imports in comments and strings are not imports (the scanner reads the syntax tree). Modules outside the
/// graph (Foundation, SwiftUI, UIKit, anything no manifest or project names) are never reported; a product of a
/// remote package the workspace knows as an external node is. One finding per missing dependency, at its first
/// import, with the other files that import it in the notes.
///
/// An import the flags plumb read leave out, by a target some of whose configuration files could not be read (a
/// missing `#include`), is a note: the flags of the lines read are defined, those of the missing file unknown.
///
/// Four more cases are notes, not errors: an import by a module whose dependency list has entries plumb could not read
/// (a Tuist helper that switches on an environment setting: one of them may declare it), or whose declared
/// dependencies reach a module that has such entries (what those declare is built and visible too); an import under
/// `#if canImport(M)` (the code is written to build without M, but whether it does depends on what else the build
/// made visible); an Xcode target importing a framework
/// target of an Xcode project built with its own (the same project, or another project of its workspace), that it
/// neither depends on nor links (frameworks in "Link Binary With Libraries" count as dependencies; Xcode may still
/// build the framework first for another target of the scheme, whose targets may come from every project of the
/// workspace and build into one products folder, or through `-framework` in linker flags, which plumb does not
/// read: one situation in one project or across a workspace's projects, which plumb knows by a target of one
/// depending on a target of the other; two projects that only lie side by side are not built together); and a
/// remote product imported by a module that reaches some remote package, which may depend on it or re-export it
/// (`ComposableArchitecture` re-exports `Dependencies`) where plumb cannot look. When the remote packages are checked out (SwiftPM's `.build/checkouts`, Xcode's
/// `SourcePackages/checkouts` in DerivedData or at the root, `--packages-path`), their manifests are read without
/// running them: a declared product reaches the modules its package makes it depend on (`NukeUI` brings `Nuke`),
/// across packages, and an import none of the read products brings is an error, not a note. Folders that belong to
/// no target (inferred modules) declare nothing and are not checked.
public struct UndeclaredImportRule: Rule {
  public static let info = RuleInfo(
    id: "undeclared-import",
    summary: "A module imports only the workspace modules it declares as dependencies.",
    rationale: """
      An import of a target that is not declared builds by luck: SwiftPM and Xcode happen to have built the other \
      module first, for another target, so its interface is on the search path. A clean build, a build of the \
      module alone, a different scheme or a parallel build order then fails with "no such module". The graph \
      every architecture rule judges is also wrong: the real dependency is not in the manifest, so layers, \
      cycles and feature independence are checked against a graph the code does not follow. A module that \
      re-exports another with `@_exported import` makes it visible to its importers, so that import is declared.
      """,
    defaultSeverity: .error)

  public static let needsSourceFacts = true

  public static let parameters = [
    RuleParameter(
      "allow-transitive", .boolean, default: .boolean(true),
      help: "Whether importing a module that a declared dependency depends on (transitively) is accepted; SwiftPM "
        + "and Xcode build it first, so the import always builds. false asks for every import to be declared "
        + "directly (strict dependencies, as Bazel enforces them)."),
    RuleParameter(
      "ignore", .strings, default: .strings([]),
      help: "Names of imported modules never reported (modules a build step provides that plumb cannot see).")
  ]

  public static let triggeringExamples = [
    RuleExample("Networking; Analytics; ↓Networking ..> Analytics"),
    RuleExample(
      "App[app] -> Feature; Feature -> Analytics; App -> Analytics; Search",
      sources: ["App": "import Feature\nimport Analytics\n↓import struct Search.Query"]),
    RuleExample("App[app] -> Core; Lottie[external]; Onboarding -> Lottie; ↓App ..> Lottie"),
    RuleExample(
      "App[app] -> ComposableArchitecture[external]; Dependencies[external]; Onboarding -> Dependencies; "
        + "↓App ..> Dependencies"),
    RuleExample("Core; CoreTests[test]", sources: ["CoreTests": "import XCTest\n↓@testable import Core"]),
    RuleExample(
      "App[app] -> Feature -> Core",
      configuration: "rules:\n  undeclared-import:\n    allow-transitive: false",
      sources: ["App": "import Feature\n↓import Core"]),
    RuleExample(
      "Player -> Core; Downloads",
      sources: ["Player": "import Core\n#if canImport(Downloads)\n↓import Downloads\n#endif"]),
  ]

  public static let nonTriggeringExamples = [
    RuleExample("App[app] -> Feature -> Core; App -> Core"),
    RuleExample("App[app] -> Feature -> Core", sources: ["App": "import Feature\nimport Core"]),
    RuleExample(
      "App[app] -> Feature; Feature -> Core",
      sources: ["Feature": "@_exported import Core", "App": "import Feature\nimport Core"]),
    RuleExample(
      "App[app] -> Core; Analytics",
      sources: [
        "App": """
        import SwiftUI
        import UIKit
        import Core
        // import Analytics
        let hint = "import Analytics"
        """
      ]),
    RuleExample(
      "Core; Feature -> Core; FeatureTests[test] -> Feature",
      sources: ["Feature": "@_exported import Core", "FeatureTests": "import XCTest\n@testable import Feature\nimport Core"]),
    RuleExample("Scripts[inferred]; Core; Scripts ..> Core"),
    RuleExample("Legacy ..> Analytics; Analytics", configuration: "rules:\n  undeclared-import:\n    ignore: [Analytics]"),
    // The umbrella product of swift-collections re-exports OrderedCollections.
    RuleExample("App[app] -> Collections[external]; OrderedCollections[external]", sources: ["App": "import OrderedCollections"]),
  ]

  let ignored: Set<String>
  let allowTransitive: Bool

  public init(parameters: RuleParameterValues) {
    ignored = Set(parameters.strings("ignore"))
    allowTransitive = parameters.boolean("allow-transitive")
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let facts = context.sourceFacts else { return [] }
    let resolver = ImportResolver(graph: context.graph, sourceFacts: facts, work: context.work)
    let projects = ProjectsBuiltTogether(context.graph)
    // Modules with dependency entries plumb could not read: what a module reaches through them is unknown.
    let unreadModules = context.graph.modules.filter { !($0.build.unreadDependencies ?? []).isEmpty }
    context.work?.add(context.graph.dependencies.count)
    var findings: [Finding] = []
    for module in context.graph.modules.sorted(by: { $0.id < $1.id })
    where !module.isExternal && module.kind != .inferred {
      // Imports under `#if` that the module's build never compiles (a flag it does not define, another platform)
      // are not its imports.
      let imports = resolver.compiledImports(of: module.id)
      guard !imports.isEmpty else { continue }
      context.work?.add(imports.count)
      // What the module sees: through every declared dependency it reaches, or (allow-transitive off) only through
      // those it declares itself.
      let direct =
        allowTransitive
        ? nil : resolver.visible(through: context.graph.dependencies(of: module.id).filter(\.isDeclared).map(\.to) + [module.id])
      var missing: [ModuleID: [SourceFacts.Import]] = [:]
      // A prebuilt framework the target links (a Carthage `.xcframework`) declares the module of its name.
      let linkedBinaries = Set(module.build.linkedBinaryModules ?? [])
      // Each distinct name is resolved and judged once: a module's import lines repeat a few names thousands of times.
      var invisibleTarget: [String: ModuleID?] = [:]
      func invisible(_ name: String) -> ModuleID? {
        if let known = invisibleTarget[name] { return known }
        var result: ModuleID?
        if let target = resolver.module(named: name, importedFrom: module.id),
          !(direct?.contains(target) ?? resolver.declared.makesVisible(module.id, target))
        {
          result = target
        }
        invisibleTarget[name] = .some(result)
        return result
      }
      for item in imports where !ignored.contains(item.module) && !linkedBinaries.contains(item.module) {
        guard let target = invisible(item.module) else { continue }
        // `#if canImport(WatchShared)` in a file an iOS target shares with a watch app: the module can never be on
        // the iOS target's search path, so the guard is what keeps the import out, not luck.
        if item.isGuardedByCanImport, Self.buildsForOtherPlatforms(target, than: module, in: context.graph) { continue }
        if Self.isPartOfDeclaredUmbrella(target, of: module.id, in: context.graph) { continue }
        missing[target, default: []].append(item)
      }
      // Imports the flags plumb read leave out, which flags it could not read may compile.
      let build = BuildCondition(module.build)
      for (target, items) in missing.sorted(by: { $0.key < $1.key }) {
        findings.append(
          finding(
            module, imports: target, at: items,
            underUnreadFlags: items.allSatisfy { build.dependsOnUnreadFlags($0.condition) },
            reachable: resolver.declared.reaches(module.id, target),
            throughExternal: resolver.declared.mayBringExternal(module.id, target),
            checkoutsRead: resolver.declared.readsEveryReachedCheckout(module.id),
            unread: unreadEntries(of: module, among: unreadModules, resolver), projects: projects, in: context))
      }
    }
    return findings
  }

  private func finding(
    _ module: Module, imports target: ModuleID, at items: [SourceFacts.Import], underUnreadFlags: Bool, reachable: Bool,
    throughExternal: Bool, checkoutsRead: Bool, unread: [UnreadEntries], projects: ProjectsBuiltTogether,
    in context: RuleContext
  ) -> Finding {
    let sorted = items.sorted { $0.location < $1.location }
    let unguarded = sorted.filter { !$0.isGuardedByCanImport }
    let first = unguarded.first ?? sorted[0]
    let name = context.displayName(module.id)
    let targetName = context.displayName(target)
    var notes: [String] = []
    var severity: Severity?
    var message = "'\(name)' imports '\(targetName)' but does not declare it as a dependency"
    if reachable {
      message += " directly (a declared dependency depends on it)"
      notes.append("add '\(targetName)' to the dependencies of '\(name)' (allow-transitive is off)")
    } else if unguarded.isEmpty {
      severity = .note
      let imported = context.graph[target]?.moduleName ?? target.name
      message += " (only under #if canImport(\(imported)))"
      notes.append(
        "the import happens only when another target's build has put '\(imported)' on the search path; declare "
          + "the dependency, or drop the import")
    } else if underUnreadFlags {
      severity = .note
      message += " (only under #if flags plumb could not all read)"
      notes.append(
        "the flags '\(name)' is built with are not all known (a configuration file of its build settings could not "
          + "be read); those plumb read leave this import out, those it could not read may compile it")
    } else if !unread.isEmpty {
      severity = .note
      message = "'\(name)' imports '\(targetName)', which no dependency plumb could read declares"
      let shown = unread.prefix(3).map { entries in
        let places = entries.places.prefix(3).map(\.description).joined(separator: ", ")
          + (entries.places.count > 3 ? ", …" : "")
        return entries.module == module.id ? places : "\(places) (of '\(context.displayName(entries.module))')"
      }
      let places = shown.joined(separator: ", ") + (unread.count > 3 ? ", …" : "")
      let whose =
        unread.contains { $0.module != module.id }
        ? " (a target its declared dependencies reach brings what its own entries declare)" : ""
      notes.append(
        "plumb could not read or resolve the dependency entries at \(places) (a helper or condition it does not "
          + "evaluate, a branch for another platform than this machine's, a target or package it could not find), so "
          + "one of them may declare '\(targetName)'\(whose); the import is not known to be undeclared")
    } else if isXcodeFramework(target, importedBy: module, projects, context) {
      severity = .note
      let scheme =
        module.id.container == target.container
        ? "an earlier target of the scheme"
        : "an earlier target of the scheme, which may take targets from every project of the workspace"
      notes.append(
        "it is neither a target dependency nor linked ('Link Binary With Libraries'), yet Xcode may build it first "
          + "(\(scheme), '-framework' in linker flags, which plumb does not read); a target "
          + "dependency makes the build order explicit")
    } else if context.graph[target]?.isExternal == true && throughExternal
      && checkoutsRead
    {
      severity = .note
      notes.append(
        "a remote package '\(name)' depends on may bring it in (by depending on it, or re-exporting it as "
          + "ComposableArchitecture re-exports Dependencies): plumb read its checkout, but a manifest on the way (its "
          + "own, or that of a package it depends on) has parts plumb cannot evaluate, so which modules it brings is "
          + "unknown; declare the product, or add it to 'ignore'")
    } else if context.graph[target]?.isExternal == true && throughExternal {
      severity = .note
      notes.append(
        "a remote package '\(name)' depends on may bring it in (by depending on it, or re-exporting it as "
          + "ComposableArchitecture re-exports Dependencies), and plumb found no checkout of it to read. For the "
          + "exact answer, check the packages out ('swift package resolve', or a build in Xcode) and run again, or "
          + "pass '--packages-path' the SourcePackages folder of the build; else declare the product, or add it to "
          + "'ignore'")
    } else if context.graph[target]?.isExternal == true {
      notes.append(
        "add the product '\(targetName)' to the dependencies of '\(name)': none of its dependencies is a "
          + "remote package that could bring it in"
          + (readsRemoteProducts(module.id, context)
            ? " (the remote products it declares were read from their packages' checkouts, and do not bring it)" : ""))
    } else {
      notes.append("add '\(targetName)' to the dependencies of '\(name)'")
    }
    let others = Set(sorted.map(\.location.file)).subtracting([first.location.file]).sorted()
    if !others.isEmpty {
      notes.append("also imported in \(others.prefix(5).joined(separator: ", "))\(others.count > 5 ? ", …" : "")")
    }
    return context.finding(
      message, at: first.location, modules: [module.id, target], symbol: target.name, notes: notes,
      severity: severity.map { min($0, context.severity) })
  }

  /// Dependency entries plumb could not read, and the module that lists them.
  struct UnreadEntries {
    var module: ModuleID
    var places: [Location]
  }

  /// The unread dependency entries that decide whether what `module` reaches is known: its own, and (allow-transitive
  /// on) those of every module its declared dependencies reach, since a module reached through an unread entry of a
  /// dependency is built and visible as much as one reached through a read one. Its own come first.
  private func unreadEntries(
    of module: Module, among unreadModules: [Module], _ resolver: ImportResolver
  ) -> [UnreadEntries] {
    var result: [UnreadEntries] = []
    if let own = module.build.unreadDependencies, !own.isEmpty {
      result.append(UnreadEntries(module: module.id, places: own))
    }
    guard allowTransitive else { return result }
    for other in unreadModules where other.id != module.id && resolver.declared.reaches(module.id, other.id) {
      result.append(UnreadEntries(module: other.id, places: other.build.unreadDependencies ?? []))
    }
    return result
  }

  /// `import OrderedCollections` by a module that declares the product `Collections` of the same remote package:
  /// an umbrella product re-exports its parts, and plumb cannot see inside the package to know which (the way
  /// `unused-dependency` counts `Collections` used by that import).
  static func isPartOfDeclaredUmbrella(_ target: ModuleID, of module: ModuleID, in graph: ModuleGraph) -> Bool {
    guard graph[target]?.isExternal == true else { return false }
    let imported = BuildInfo.c99Identifier(target.name)
    return graph.dependencies(of: module).contains { dependency in
      dependency.isDeclared && dependency.to != target && dependency.to.container == target.container
        && graph[dependency.to]?.isExternal == true && graph[dependency.to]?.productModules == nil
        && imported.contains(BuildInfo.c99Identifier(dependency.to.name))
    }
  }

  /// Whether the module declares a remote product whose package plumb read from a checkout (what it brings, or at
  /// least the packages it may bring modules of).
  private func readsRemoteProducts(_ module: ModuleID, _ context: RuleContext) -> Bool {
    context.graph.dependencies(of: module).contains {
      $0.isDeclared && (context.graph[$0.to]?.productModules != nil || context.graph[$0.to]?.productPackages != nil)
    }
  }

  /// Whether two modules are built for platforms that do not meet (both known).
  static func buildsForOtherPlatforms(_ target: ModuleID, than module: Module, in graph: ModuleGraph) -> Bool {
    guard let other = graph[target]?.build.platforms, !other.isEmpty, !module.build.platforms.isEmpty else {
      return false
    }
    return Set(other).isDisjoint(with: module.build.platforms)
  }

  /// An Xcode target importing a framework or static library target of an Xcode project built with its own: the
  /// same project, or one whose targets and its project's already depend on each other (the projects of one
  /// workspace, which a scheme builds into one products folder). One situation, one severity.
  private func isXcodeFramework(
    _ target: ModuleID, importedBy module: Module, _ projects: ProjectsBuiltTogether, _ context: RuleContext
  ) -> Bool {
    guard let other = context.graph[target], [.framework, .staticLibrary].contains(other.kind) else { return false }
    return projects.contains(module.id.container, target.container)
  }

  /// The Xcode projects built together: each with itself, and two projects when a target of one declares a
  /// dependency on a target of the other (in either direction): a workspace builds them with one scheme. Two projects
  /// that merely lie side by side are not.
  struct ProjectsBuiltTogether {
    private let xcode: Set<String>
    private var linked = Set<[String]>()

    init(_ graph: ModuleGraph) {
      xcode = Set(graph.containers.filter(\.kind.isXcodeProject).map(\.name))
      for dependency in graph.dependencies where dependency.isDeclared {
        let from = dependency.from.container
        let to = dependency.to.container
        guard from != to, xcode.contains(from), xcode.contains(to) else { continue }
        linked.insert([from, to].sorted())
      }
    }

    func contains(_ one: String, _ other: String) -> Bool {
      guard xcode.contains(one), xcode.contains(other) else { return false }
      return one == other || linked.contains([one, other].sorted())
    }
  }
}
