import Foundation
import PlumbModel

/// Every module of the workspace has a test target that depends on it.
///
/// A module is tested by a test target that depends on it directly: declared in the manifest or project, imported
/// (`@testable import Core`), or as the app that hosts the tests (`TEST_HOST`, `BUNDLE_LOADER`,
/// `TEST_TARGET_NAME`); what the test target gets in bulk (a pod a CocoaPods `Podfile` gives it, a package product that
/// stands for several targets) counts only for the modules the tests import.
/// The test's name does not matter (`AppTests` may test `Networking`). What code the tests share imports, the tests
/// that use it test (`ModuleGraph.isSharedTestCode`: test support, or a module only test targets depend on kept in a
/// tests folder, as a `TestShared` that does `@testable import Indexer` for every test target; not a test kit a local
/// package vends for a module of its own, `PaymentsTestKit`, whose doubles test nothing of `Payments`). An interface module is
/// tested through its implementation's tests (`FeatureInterface` through the tests of `Feature`, `ClientLive`
/// through those of `Client`, when one depends on the other). A build variant of a tested target (`KeePassium Pro`,
/// compiling the files of the tested `KeePassium` but for one in ten at most; files reached through symbolic links
/// count as the files they point to, as RxSwift's package targets link its Xcode targets' files; a Tuist target over
/// the files of a tested SwiftPM target; a package target over a tested framework's folder whose project gives one
/// of its files to the UI-test bundle: a file a test target compiles counts with the tested module's) is tested
/// through it, and so is a second build of a tested app that shares
/// no file with it (`SFM.System` beside `SFM`: an app of the same project named for it and a suffix after `.` or `-`,
/// an `@main` entry point within the lines, types and functions of `ModuleFacts.entryPointLimits`, branches allowed,
/// over libraries the app depends on); a build variant of an untested module (`FSNotes
/// (iCloud)` beside `FSNotes`) is named in that module's finding, not reported again: one test target would test
/// both. With `own-test-target: false` a test target that
/// reaches the module through other modules will do. Library and app modules are checked; test targets, external
/// products, macros, plugins, binary targets, folders outside any target (inferred modules) and modules whose Swift
/// files hold no line of code (a package that only pins build tools) or nearly only code a generator's header marks
/// (nine lines in ten: SwiftGen's strings beside a `Bundle.module` accessor) are not; app
/// extensions, widgets, watch apps (also an application built for watchOS only) and helper apps another app copies
/// into its bundle (a login item, a helper tool, an XPC service) only with
/// `include-extensions: true`; code beside the product (`ModuleGraph.isExample`, as `plumb score` leaves it out) only
/// with `include-examples: true`: example, demo, sample and integration apps and preview targets (a module, folder
/// or project named `Examples`, `NukeDemo`, `iOS Example`, `SampleApp`, `ExampleSwiftLibrary`, `Integration`,
/// `AppPreviews`, or whose sources lie mostly in such a folder; a framework's showcase app, `DesignSystemCatalog` or
/// `DesignSystemApp` over `DesignSystem` alone, with `App` only when other modules use the framework; the mocks
/// previews show, `PreviewSupportCakeShop`), test support (mocks, fakes, fixtures and test kits by name,
/// `LoopTestingKit`, `MockKitUI`, or used only by other test support), developer tools (an executable in a
/// `bin`, `tools` or scripts folder, or one no product ships named for a chore: `generate-symbol-graph`,
/// `build-project`), tools only build-tool plugins no product ships run (a step of the package's own build), test apps (in a `test` folder, or named `SignalTestApp`, `UnitTestHost`), benchmarks
/// (`Benchmarks/`, `NIOPosixBenchmarks`), fuzzing harnesses (`FuzzTesting/`, `FuzzJSON`), modules and packages kept
/// in a tests or scripts folder (`scripts`, `SwiftScripts`, `BuildTools`, any case), by where they are declared or
/// where all their sources lie (a linkage check in `Tests/LinkageTest/Package.swift`, a performance harness in
/// `Tests/Microoptimizations`, a testing app over `Tests/TestingApps/Tester/**` whose Tuist project is in
/// `Projects/`, a binary-size harness in `script/SizeTest/SizeTest.xcodeproj`), packages and projects copied into a
/// folder of third-party code (`External/`, `Vendor/`, `Vendors/`, `ThirdParty/`, `third_party/`, `3rdParty/`, as
/// `Pods/` and `Carthage/` are: another author's code, tested upstream), the development apps of a local package
/// (an app of an Xcode project kept in a subfolder of a Swift package other than the root's,
/// `Gauge/Support/GaugeSupport.xcodeproj`, that nothing depends on and that works the package's code, when the rest
/// of the workspace uses the package: its demo, manual test, benchmark or sandbox; an app project beside the
/// manifest, or the package's only user, is the product), and the programs a
/// library package keeps beside its libraries without shipping them: an executable that no product of a package
/// vending libraries ships, no target depends on, and that does not reach every library (swift-nio's example
/// servers under `// MARK: - Examples`, vapor's `Development`), or that does but beside other such programs (a
/// `CLI` demo, a debugging proxy and a performance tester over the one library). A package's products say what it is
/// for; a program no product ships and nothing runs is written against the libraries as a client would write one,
/// and SwiftPM builds it only in the package's own checkout. The one executable that reaches every library is the
/// app they are built for (a modular app's package), one a product ships or a shipped plugin runs is a tool of the
/// package, and every executable of a package that vends no library (or declares no products) is an app or a tool:
/// those are asked for tests; nor are C, Objective-C and other modules without a Swift file (plumb reads only Swift)
/// and modules whose every line of code is an import (an umbrella that re-exports others), nor modules with nothing
/// to test (`ModuleFacts.hasNothingToTest`): no function, initialiser, subscript or computed property with a body
/// but initialisers that only assign stored properties, and no closure but one whose body is a constant (an empty
/// namespace `enum`, enums of raw values, types of stored properties with their memberwise `init`, a singleton's
/// empty `private init() {}`, a dependency client's interface module: its closure properties with no-op defaults
/// such as `= { .never }` or `= { _ in false }` and its `testValue = Self()`, or its protocol, its type's `init` that
/// assigns the adapter and the test value's stub whose methods each return a constant, `{ false }`, `{}`; a module
/// whose functions only return the URLs of resources of its own bundle, `Bundle.module.url(forResource:...)`, or
/// call such a function of their file), and at most five lines of top-level code beyond the imports in a
/// `main.swift` (a placeholder executable that prints a line or makes one call), nor plugin bundles (`ModuleGraph.isPluginBundle`: a framework or bundle no target
/// links, which a host loads at run time, whose own code decides nothing: at most 40 lines and four functions, no
/// branch, no closure, a principal class that hands its types to the host; a helper file other targets also
/// compile, or copy, is theirs and not counted). Nor is
/// an app or
/// executable that is only an entry point and hands over to tested code: an `@main` type or `main.swift` with at
/// most 40 lines of code, two types, four functions and no branch (`ModuleFacts.isOnlyEntryPoint`), or a composition
/// root, an `@main` app in at most two files, 90 lines and two types whose functions take at most three branches in
/// all, configuring SDKs and putting another module's root on screen (`ModuleFacts.isCompositionRoot`), that depends on
/// a module a test target tests or embeds an extension (the host app of an Xcode source editor extension). Its code
/// only launches what is tested elsewhere; an app with logic of its own, or over untested code, is still asked. Nor
/// is an app that is only such an entry point over the SDK, every import an SDK module (`ModuleFacts
/// .isPlaceholderApp`: the template's `Text("Hello")`, kept for a platform not built yet): it launches nothing and
/// decides nothing (its Objective-C files, if any, may: then it is asked). A module no test target plumb read
/// depends on, where plumb left definitions unread that may declare its tests (a Bazel macro it does not expand,
/// anywhere in the workspace: envoy-mobile's `envoy_mobile_swift_test`), is a note naming where, not a warning: its
/// tests are not known to be absent. With
/// `min-test-ratio`, the tests that depend on a module must also have at least that many lines per line of the
/// module's sources. A module whose own manifest turns off the test target its generator's helper would add (a Tuist
/// `Project.makeModule(name: "Camera", hasTests: false)`, `BuildInfo.testsTurnedOffAt`) is a note at that argument,
/// not a warning: the team decided against its tests there.
public struct TestPresenceRule: Rule {
  public static let info = RuleInfo(
    id: "test-presence",
    summary: "Every module has a test target of its own.",
    rationale: """
      A module is a unit that can be built and tested on its own; that is what modularising buys. A module \
      without tests is only checked through the modules above it, so its failures surface far from their cause. \
      Build-block Architecture asks for one test target per package module, and the coordinator tests in the app.
      """,
    defaultSeverity: .warning)

  public static let parameters = [
    RuleParameter(
      "own-test-target", .boolean, default: .boolean(true),
      help: "Whether a test target must depend on the module directly (declared, imported, or hosted by it); false "
        + "also accepts tests that reach it through other modules."),
    RuleParameter(
      "include-extensions", .boolean, default: .boolean(false),
      help: "Whether app extensions, widgets and watch apps are checked too. They are thin entry points whose code "
        + "usually lives in tested frameworks, and few teams give them test targets; off by default."),
    RuleParameter(
      "include-examples", .boolean, default: .boolean(false),
      help: "Whether example, demo, sample and integration apps beside the code they show, test support, developer "
        + "tools, test apps, benchmarks, fuzzing harnesses, harnesses kept with the tests, third-party code copied into "
        + "the tree, a local package's development apps and the programs a library package does not ship are "
        + "checked too. They exist to be read and run, rarely to be tested; off by "
        + "default."),
    RuleParameter(
      "min-test-ratio", .number, default: .number(0),
      help: "Lines of tests per line of source the module's tests must reach; 0 only asks for a test target."),
  ]

  public static let triggeringExamples = [
    RuleExample("↓Launcher[app]; Launcher -> AppCore; ↓AppCore", sources: ["Launcher": launcherSource]),
    RuleExample(
      "↓Launcher[app]; Launcher -> AppCore; AppCoreTests[test] -> AppCore",
      sources: [
        "Launcher": """
        import AppCore
        import SwiftUI

        @main
        struct Launcher: App {
          init() {
            for argument in CommandLine.arguments {
              switch argument {
              case "--reset": resetSettings()
              case "--verbose": enableLogging()
              case "--demo": loadDemoData()
              default: break
              }
            }
            startAppCore()
          }
          var body: some Scene {
            MenuBarExtra("Launcher") { StatusMenu() }
          }
        }
        """
      ]),
    RuleExample(
      "Kit; KitTests[test] -> Kit; ↓DemoApp[app, lines=300]; DemoApp -> Kit",
      configuration: "rules:\n  test-presence:\n    include-examples: true"),
    RuleExample(
      "Kit; KitTests[test] -> Kit; ↓SampleRate[lines=50]; SampleRate -> Kit; ↓FirebaseIntegration[lines=50]; "
        + "FirebaseIntegration -> Kit"),
    RuleExample(
      "Kit; ↓ShareExtension[appExtension, lines=120]; ShareExtension -> Kit; KitTests[test] -> Kit",
      configuration: "rules:\n  test-presence:\n    include-extensions: true"),
    RuleExample("↓Core; MacsList -> Core; MacsListTests[test] -> MacsList"),
    RuleExample(
      "↓Localization; App[app] -> Localization; AppTests[test] -> App",
      sources: [
        "Localization":
          "// A hand-written table, not generated.\npublic enum L10n {\n"
          + "  public static func done(_ count: Int) -> String { count == 1 ? \"Done\" : \"All \\(count) done\" }\n}"
      ]),
    RuleExample("↓Networking; NetworkingTests[test]"),
    RuleExample("Player -> Downloads; PlayerTests[test] -> Player; ↓Downloads"),
    RuleExample(
      "↓Core[lines=1000]; CoreTests[test, lines=100] -> Core",
      configuration: """
        rules:
          test-presence:
            min-test-ratio: 0.5
        """),
  ]

  /// A menu-bar app whose code is only its entry point, launching `AppCore`.
  static let launcherSource = """
    import AppCore
    import SwiftUI

    @main
    struct Launcher: App {
      init() { startAppCore() }
      var body: some Scene {
        MenuBarExtra("Launcher") { StatusMenu() }
      }
    }
    """

  public static let nonTriggeringExamples = [
    RuleExample(
      "Launcher[app] -> AppCore; AppCoreTests[test] -> AppCore", sources: ["Launcher": launcherSource]),
    RuleExample("Kit; KitTests[test] -> Kit; NukeDemo[app] -> Kit; SampleApp[app] -> Kit; Integration[app] -> Kit"),
    RuleExample("Kit; KitTests[test] -> Kit; Umbrella -> Kit", sources: ["Umbrella": "@_exported import Kit"]),
    RuleExample("MacsList -> Core; MacsListTests[test] -> MacsList; CoreTests[test] -> Core"),
    RuleExample("App[app] -> Alamofire[external]; AppTests[test] -> App; AppUITests[test] -> App"),
    RuleExample(
      "Player -> Downloads; PlayerTests[test] -> Player",
      configuration: "rules:\n  test-presence:\n    own-test-target: false"),
    RuleExample("Player -> Downloads; PlayerTests[test] -> Player; PlayerTests -> Downloads"),
    RuleExample(
      "App[app] -> Networking; AppTests[test] -> App",
      sources: ["AppTests": "import XCTest\n@testable import Networking"]),
    RuleExample("Feature -> FeatureInterface; FeatureTests[test] -> Feature"),
    RuleExample("Scripts[inferred]; Core; CoreTests[test] -> Core"),
    RuleExample(
      "Core; CoreTests[test] -> Core; MacApp[app]",
      sources: [
        "MacApp": """
        import SwiftUI

        @main
        struct MacApp: App {
          var body: some Scene {
            WindowGroup { Text("Hello from the Mac target") }
          }
        }
        """
      ]),
    RuleExample(
      "BuildTools; Core; CoreTests[test] -> Core",
      sources: ["BuildTools": "// Intentionally empty. This package pins command-line build tools."]),
    RuleExample("App[app] -> Kit; AppTests[test] -> App; KitTests[test] -> Kit; ShareExtension[appExtension] -> Kit"),
    RuleExample(
      "App[app] -> Localization; AppTests[test] -> App",
      sources: [
        "Localization": """
        // swiftlint:disable all
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

        import Foundation
        public enum L10n {
          public static let done = tr("Localizable", "done")
          public static let cancel = tr("Localizable", "cancel")
          public static let title = tr("Localizable", "title")
          public static let settings = tr("Localizable", "settings")
          private static func tr(_ table: String, _ key: String) -> String { key }
        }
        """
      ]),
    RuleExample(
      "Core[lines=1000]; CoreTests[test, lines=600] -> Core",
      configuration: """
        rules:
          test-presence:
            min-test-ratio: 0.5
        """),
  ]

  let requireOwn: Bool
  let includeExtensions: Bool
  let includeExamples: Bool
  let minimumRatio: Double

  public init(parameters: RuleParameterValues) {
    requireOwn = parameters.boolean("own-test-target")
    includeExtensions = parameters.boolean("include-extensions")
    includeExamples = parameters.boolean("include-examples")
    minimumRatio = parameters.number("min-test-ratio")
  }

  public func check(_ context: RuleContext) -> [Finding] {
    // A test target tests what it depends on directly: declared, imported (`@testable import Core`), or the app it
    // is hosted by (`TEST_HOST`, `BUNDLE_LOADER`, `TEST_TARGET_NAME`, all edges of the graph).
    var testsOf: [ModuleID: Set<ModuleID>] = [:]
    // Dependencies a test target gets in bulk are no sign that it tests each module: a pod a Podfile gives it (a
    // shared helper), a product that stands for several targets of a package. Those count when imported.
    var productSizes: [String: Int] = [:]
    func productKey(_ dependency: Dependency) -> String? {
      guard case .product(let package, let product) = dependency.kind else { return nil }
      return "\(dependency.from)|\(package)|\(product)"
    }
    for dependency in context.graph.dependencies { if let key = productKey(dependency) { productSizes[key, default: 0] += 1 } }
    func isBulk(_ dependency: Dependency) -> Bool {
      dependency.isPod || productKey(dependency).map { productSizes[$0, default: 0] > 1 } ?? false
    }
    var edges = context.graph.dependencies.filter { !isBulk($0) }.map { ($0.from, $0.to) }
    // Who gets a module only in bulk, to say so in the finding.
    var bulkTestsOf: [ModuleID: [String]] = [:]
    for dependency in context.graph.dependencies where isBulk(dependency) && context.graph[dependency.from]?.isTest == true {
      let how: String
      if case .product(_, let product) = dependency.kind { how = "with the product '\(product)'" } else { how = "from the Podfile" }
      bulkTestsOf[dependency.to, default: []].append("\(context.displayName(dependency.from)) gets it \(how)")
    }
    if let facts = context.sourceFacts {
      let names = ModuleNameIndex(graph: context.graph)
      for module in context.graph.modules where module.isTest {
        // Each distinct name resolved once, and its edge added once: a test target's files import the same few
        // modules thousands of times, and the edges only fill sets.
        var seen = Set<String>()
        for item in facts.modules[module.id]?.imports ?? [] where seen.insert(item.module).inserted {
          if let target = names.module(named: item.module, importedFrom: module.id) { edges.append((module.id, target)) }
        }
      }
    }
    edges += Self.edgesThroughSharedTestCode(edges, in: context)
    for (from, to) in edges where context.graph[from]?.isTest == true { testsOf[to, default: []].insert(from) }
    // With `own-test-target: false`, what any test target reaches through other modules.
    let reachedByTests =
      requireOwn ? [] : context.graph.digraph.transitiveSuccessors(of: context.graph.modules.filter(\.isTest).map(\.id))
    let lookup = Lookup(graph: context.graph, testsOf: testsOf)
    context.work?.add(edges.count + reachedByTests.count + lookup.testedModulesOfFile.count)
    var findings: [Finding] = []
    var reported = ReportedFiles()
    // Folders outside any target are not modules a team declared; they cannot have a test target.
    for module in context.productionModules
    where [.library, .app].contains(ModuleRole(module.kind)) && module.kind != .inferred
      && (includeExtensions || !(Self.isExtensionLike(module) || Self.isEmbeddedHelper(module, in: context.graph)))
      && (includeExamples || !context.graph.isExample(module))
    {
      // C, Objective-C or Go modules (a C shim, a vendored C library, an Objective-C helper): plumb reads only Swift,
      // and sees neither their code nor their Objective-C tests.
      if context.sourceFacts != nil, !module.sources.contains(where: { $0.hasSuffix(".swift") }) { continue }
      // Swift files with no line of code (`// Intentionally empty. This package pins build tools.`): nothing to test.
      if let scanned = context.sourceFacts?.modules[module.id], scanned.files > 0, scanned.lines == 0 { continue }
      if let scanned = context.sourceFacts?.modules[module.id], Self.onlyReexports(scanned) { continue }
      // No function, closure or more than a line or two of top-level code (`hasNothingToTest`): nothing runs to test.
      if let scanned = context.sourceFacts?.modules[module.id], scanned.hasNothingToTest { continue }
      // A plugin bundle nothing links whose code decides nothing (`isPluginBundle`: a principal class handing its
      // types to the host): a test would restate its declarations.
      if context.graph.isPluginBundle(module, facts: context.sourceFacts?.modules[module.id]) { continue }
      // An app or executable that is only an entry point or composition root (`isCompositionRoot`) and hands over to
      // tested code: what it launches is tested where it lives.
      if ModuleRole(module.kind) == .app, let scanned = context.sourceFacts?.modules[module.id],
        scanned.isCompositionRoot, Self.handsOverToTestedCode(module, testsOf: testsOf, in: context.graph)
      {
        continue
      }
      // An app that is only an entry point over the SDK (`isPlaceholderApp`: the template's `Text("Hello")`) launches
      // nothing and decides nothing. Its Objective-C files, which plumb does not read, may hold logic.
      if ModuleRole(module.kind) == .app, module.build.compilesCFamilySources != true,
        context.sourceFacts?.modules[module.id]?.isPlaceholderApp == true
      {
        continue
      }
      // Code a generator wrote (SwiftGen's strings and assets, with a `Bundle.module` accessor beside them): its
      // generator is what is tested, not the output.
      if let scanned = context.sourceFacts?.modules[module.id], scanned.generatedLines > 0,
        (scanned.lines - scanned.generatedLines) * 10 <= scanned.lines
      {
        continue
      }
      let tested =
        testsOf[module.id] != nil || reachedByTests.contains(module.id)
        || testedThroughCounterpart(module, lookup: lookup, in: context) || isVariantOfTestedModule(module, lookup: lookup, work: context.work)
        || isSecondBuildOfTestedApp(module, lookup: lookup, in: context)
      // The module's own manifest turns off the test target its generator's helper would add (Tuist's
      // `hasTests: false`): the team's decision, said once as a note where it is written.
      if !tested, let turnedOff = module.build.testsTurnedOffAt {
        findings.append(
          context.finding(
            "module '\(context.displayName(module.id))' has no test target: its manifest turns off the one its "
              + "helper would add",
            at: turnedOff, modules: [module.id], severity: min(.note, context.severity)))
        continue
      }
      if !tested {
        // A build variant of a module already reported (`FSNotes (iCloud)` over the files of `FSNotes`): one test
        // target would test both, so one finding says it, naming the copy.
        if let first = reported.copied(by: module, work: context.work) {
          findings[first].notes.append(
            "'\(context.displayName(module.id))' compiles the same files: the tests of one test both")
          continue
        }
        reported.add(module, finding: findings.count)
        var notes = ["add a test target '\(module.name)Tests' with a dependency on '\(module.name)'"]
          + (bulkTestsOf[module.id].map { ["\($0.sorted().joined(separator: "; ")), but no test imports it"] } ?? [])
        // Tests plumb could not read may be there (a Bazel macro it does not expand): not known to be absent.
        let unread = Self.unreadTestDefinition(for: module, in: context)
        if let unread {
          notes.insert(
            "plumb could not read the targets declared at \(unread) (see the input problems); a test target there may "
              + "depend on it", at: 0)
        }
        findings.append(
          context.finding(
            "module '\(context.displayName(module.id))' has no test target "
              + (unread == nil ? "" : "plumb could read ") + "that depends on it",
            at: module.declaredAt, modules: [module.id], notes: notes,
            severity: unread == nil ? nil : min(.note, context.severity)))
        continue
      }
      guard minimumRatio > 0, let ratio = context.metrics[module.id]?.testRatio, ratio < minimumRatio else { continue }
      findings.append(
        context.finding(
          "module '\(context.displayName(module.id))' has \(Self.format(ratio)) test lines per source line; at least "
            + "\(Self.format(minimumRatio)) required",
          at: module.declaredAt, modules: [module.id], symbol: "min-test-ratio"))
    }
    return findings
  }

  /// A test target that uses code the tests share (`ModuleGraph.isSharedTestCode`: a test-support module, or one only
  /// test targets depend on kept in a tests folder) runs what that code imports: peripheryapp/periphery's test
  /// targets depend on `TestShared`, which does `@testable import Indexer` and drives the indexer in every test.
  /// Each such import becomes an edge from the test target to the imported module. Only imports count, as plumb
  /// read them; a dependency the shared code declares but never imports is not run.
  static func edgesThroughSharedTestCode(
    _ edges: [(ModuleID, ModuleID)], in context: RuleContext
  ) -> [(ModuleID, ModuleID)] {
    guard let facts = context.sourceFacts else { return [] }
    let graph = context.graph
    var testsOfShared: [ModuleID: Set<ModuleID>] = [:]
    for (from, to) in edges where graph[from]?.isTest == true {
      guard let shared = graph[to], !shared.isTest else { continue }
      testsOfShared[shared.id, default: []].insert(from)
    }
    let names = ModuleNameIndex(graph: graph)
    var added: [(ModuleID, ModuleID)] = []
    for (sharedID, tests) in testsOfShared.sorted(by: { $0.key < $1.key }) {
      guard let shared = graph[sharedID], graph.isSharedTestCode(shared) else { continue }
      for item in facts.modules[sharedID]?.imports ?? [] {
        guard let imported = names.module(named: item.module, importedFrom: sharedID), imported != sharedID,
          graph[imported]?.isTest == false
        else { continue }
        for test in tests.sorted() { added.append((test, imported)) }
      }
    }
    context.work?.add(testsOfShared.count + added.count)
    return added
  }

  /// Where plumb left unread definitions that may declare the module's tests, if anywhere: for a Bazel target, a
  /// macro or rule of a BUILD file it did not expand (a test anywhere may depend on any package's target;
  /// envoy-mobile declares its Swift tests with a macro of its own, `envoy_mobile_swift_test`). Not for a manifest
  /// that reads an environment variable: the branch a standalone build takes is the one read, and its test targets
  /// with it (swift-format's).
  /// The place named is the nearest unread call of a test macro (its name says `test`) that names the module or a
  /// module that depends on it (capture-sdk's `bitdrift_mobile_swift_test(deps = ["//platform/swift/source:ios_lib"])`,
  /// not the header collector beside the library that names it too); else the nearest unread call of any macro that
  /// names one; else, none naming it, the first unread definition of a BUILD file.
  static func unreadTestDefinition(for module: Module, in context: RuleContext) -> Location? {
    guard !context.unreadDefinitions.isEmpty, context.graph.container(of: module.id)?.kind == .bazel else {
      return nil
    }
    // A test macro's call first (`my_swift_test(deps = [...])`), through the module's dependents if need be; then any
    // call that names the module or a dependent of it.
    for mentions in [\BuildInfo.unreadTestDependents, \BuildInfo.unreadDependents] {
      var seen: Set<ModuleID> = [module.id]
      var level = [module.id]
      while !level.isEmpty {
        if let nearest = level.compactMap({ context.graph[$0]?.build[keyPath: mentions] }).flatMap({ $0 }).min() {
          return nearest
        }
        level = level.flatMap { context.graph.dependents(of: $0).map(\.from) }.filter { seen.insert($0).inserted }
      }
    }
    return context.unreadDefinitions.first { isBazelFile($0.file) }
  }

  /// A file Bazel reads targets from: `BUILD`, `BUILD.bazel`, or a `.bzl` file of macros.
  static func isBazelFile(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name == "BUILD" || name == "BUILD.bazel" || name.hasSuffix(".bzl")
  }

  /// A module whose every line of code is an import (`@_exported import Core`: an umbrella over other modules) has
  /// nothing of its own to test.
  static func onlyReexports(_ scanned: SourceFacts.ModuleFacts) -> Bool {
    scanned.files > 0 && !scanned.imports.isEmpty && scanned.lines <= scanned.imports.count
  }

  /// Whether a module hands over to code that is tested: it depends on a module some test target tests (AeroSpace's
  /// `AeroSpaceApp` on `AppBundle`), or embeds an extension (the host app an Xcode source editor extension needs).
  static func handsOverToTestedCode(
    _ module: Module, testsOf: [ModuleID: Set<ModuleID>], in graph: ModuleGraph
  ) -> Bool {
    graph.dependencies(of: module.id).contains { dependency in
      guard let target = graph[dependency.to], !target.isTest else { return false }
      return testsOf[target.id] != nil || (dependency.isEmbedded && isExtensionLike(target))
    }
  }

  /// App extensions, widgets and watch apps, also a watch app of Xcode 14's single-target kind (an application built
  /// for watchOS only).
  static func isExtensionLike(_ module: Module) -> Bool {
    [.appExtension, .widget, .watchApp].contains(module.kind)
      || (module.kind == .app && module.build.platforms == ["watchOS"])
  }

  /// An app that another app copies into its bundle (a login item in `Contents/Library/LoginItems`, a helper tool in
  /// `Contents/Library/LaunchServices`, an XPC service): a thin entry point the system starts for its host, as an
  /// extension is.
  static func isEmbeddedHelper(_ module: Module, in graph: ModuleGraph) -> Bool {
    module.kind == .app
      && graph.dependents(of: module.id).contains { $0.isEmbedded && graph[$0.from]?.kind == .app }
  }

  /// What the checks of one module look up in the others, indexed once (asking every module about every other
  /// grew with the square of the modules).
  private struct Lookup {
    /// Modules by name.
    var byName: [String: [Module]] = [:]
    /// Source file → the modules that compile it and have a test target.
    var testedModulesOfFile: [String: [ModuleID]] = [:]
    /// The source files test targets compile (a UI-test bundle given one file of a framework's folder).
    var filesOfTests: Set<String> = []
    var tested: Set<ModuleID>

    init(graph: ModuleGraph, testsOf: [ModuleID: Set<ModuleID>]) {
      tested = Set(testsOf.keys)
      for module in graph.modules {
        byName[module.name, default: []].append(module)
        if module.isTest { filesOfTests.formUnion(module.resolvedSources) }
        guard tested.contains(module.id) else { continue }
        for file in Set(module.resolvedSources) { testedModulesOfFile[file, default: []].append(module.id) }
      }
    }
  }

  /// The files of the modules reported untested, for finding a build variant of one of them.
  private struct ReportedFiles {
    /// Source file → the indices of the findings of the modules that compile it.
    var findingsOfFile: [String: [Int]] = [:]

    mutating func add(_ module: Module, finding index: Int) {
      for file in Set(module.resolvedSources) { findingsOfFile[file, default: []].append(index) }
    }

    /// The index of the finding of a reported module that compiles nearly all of this module's files (all but one in
    /// ten, as `isVariantOfTestedModule` asks), if any.
    func copied(by module: Module, work: WorkCounter?) -> Int? {
      let own = Set(module.resolvedSources)
      guard !own.isEmpty else { return nil }
      var shared: [Int: Int] = [:]
      for file in own { for index in findingsOfFile[file] ?? [] { shared[index, default: 0] += 1 } }
      work?.add(own.count + shared.count)
      return shared.filter { $0.value * 10 >= own.count * 9 }.keys.min()
    }
  }

  /// A build variant of a tested target (`KeePassium Pro` beside `KeePassium`, a `-Dev` app beside the store app):
  /// nearly all of its files (all but one in ten) are compiled by a module some test target tests, so its code is
  /// tested there. A source that is a symbolic link counts as the file it points to (RxSwift's package targets link
  /// each file of its tested Xcode targets). A file a test target compiles itself counts with the tested module's:
  /// a package target over the folder of a tested framework whose project gives one of its files to the UI-test
  /// bundle is compiled, file for file, by the framework and the tests together.
  private func isVariantOfTestedModule(_ module: Module, lookup: Lookup, work: WorkCounter?) -> Bool {
    let own = Set(module.resolvedSources)
    var shared: [ModuleID: Int] = [:]
    for file in own {
      for other in lookup.testedModulesOfFile[file] ?? [] where other != module.id { shared[other, default: 0] += 1 }
    }
    let inTests = own.intersection(lookup.filesOfTests)
    work?.add(own.count + shared.count + inTests.count)
    return shared.contains { other, count in
      let alsoInTests = inTests.filter { !(lookup.testedModulesOfFile[$0] ?? []).contains(other) }.count
      return (count + alsoInTests) * 10 >= own.count * 9
    }
  }

  /// A second build of a tested app (sing-box-for-apple's `SFM.System`, `SFM` built for distribution outside the App
  /// Store, which shares no file with it): an app of the same project named for a tested app and a suffix after a `.`
  /// or `-` (`Mirror.Direct`, `Mirror-Direct`), whose own code is an entry point (an `@main` type and a delegate) of at
  /// most the lines, types and functions of `entryPointLimits`, branches allowed, and whose every library is one the
  /// tested app depends on. It starts the code the app's tests run, set up for another channel (a flag, a system
  /// extension to install); its extensions and helpers are judged on their own. A build over a library the tested app
  /// does not use, or with more code of its own, is asked.
  private func isSecondBuildOfTestedApp(_ module: Module, lookup: Lookup, in context: RuleContext) -> Bool {
    let graph = context.graph
    guard module.kind == .app, let facts = context.sourceFacts?.modules[module.id], facts.hasEntryPoint else {
      return false
    }
    let limits = SourceFacts.ModuleFacts.entryPointLimits
    guard facts.files > 0, facts.lines <= limits.lines, facts.types <= limits.types,
      facts.functions <= limits.functions
    else { return false }
    let libraries = Set(graph.dependencies(of: module.id).map(\.to)).filter { id in
      graph[id].map { ModuleRole($0.kind) == .library } ?? false
    }
    guard !libraries.isEmpty else { return false }
    let names = module.name.indices.filter { [".", "-"].contains(module.name[$0]) }.map { module.name[..<$0] }
    let apps = names.flatMap { lookup.byName[String($0)] ?? [] }
    context.work?.add(names.count + apps.count)
    return apps.contains { app in
      app.id != module.id && app.kind == .app && app.id.container == module.id.container
        && lookup.tested.contains(app.id)
        && libraries.isSubset(of: Set(graph.dependencies(of: app.id).map(\.to)))
    }
  }

  /// Interface and implementation modules are tested together: `FeatureInterface` (or `FeatureAPI`) through the
  /// tests of `Feature`, and `ClientLive` through the tests of `Client`, when one depends on the other.
  static let counterpartSuffixes = [
    "Interface", "Interfaces", "API", "Api", "Protocol", "Protocols", "Contract", "Contracts", "Live", "Impl",
    "Implementation", "Kit",
  ]

  private func testedThroughCounterpart(_ module: Module, lookup: Lookup, in context: RuleContext) -> Bool {
    var counterparts: [String] = []
    for suffix in Self.counterpartSuffixes {
      if module.name.hasSuffix(suffix), module.name.count > suffix.count {
        counterparts.append(String(module.name.dropLast(suffix.count)))
      }
      counterparts.append(module.name + suffix)
    }
    let candidates = counterparts.flatMap { lookup.byName[$0] ?? [] }
    context.work?.add(counterparts.count + candidates.count)
    return candidates.contains { other in
      guard other.id != module.id, lookup.tested.contains(other.id) else { return false }
      let linked = context.graph.dependencies(of: other.id).contains { $0.to == module.id }
        || context.graph.dependencies(of: module.id).contains { $0.to == other.id }
      return linked
    }
  }

  static func format(_ value: Double) -> String {
    String(format: "%.2f", value)
  }
}
