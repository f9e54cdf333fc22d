import PlumbModel

/// A dependency a module declares (a target or product in `Package.swift`, a target dependency or linked package
/// product in an Xcode project) must be used by the module's sources: imported, or named through one of its types.
///
/// A dependency is used when the sources import it in any form (`@testable`, `@_exported`, scoped, under
/// `#if canImport`), name a type it declares (resolved as the compiler would, through imports and re-exports), or
/// use a module it re-exports with `@_exported import`. A product of a local package is used when any of its
/// targets is. A remote product is used when a module of its name is imported; when a product's module has another
/// name (`Collections` and `OrderedCollections`), plumb cannot know it, so a product whose name contains an
/// imported module's name, or the reverse, or that matches it but for case and separators (`ImproviOS` and
/// `Improv_iOS`; `UITextView+Placeholder` is imported as `UITextView_Placeholder`), counts as used; when the
/// package's checkout was read, a product that lists one target builds that target's module (WalletConnectSwiftV2's
/// `WalletConnect` is imported as `WalletConnectSign`), and the product is used when its module is imported, when a
/// module it brings is imported (`NukeUI` by `import Nuke`),
/// when a module the sources import re-exports its module (`import NIO`, whose files say `@_exported import
/// NIOCore`, uses the `NIOCore` declared beside it), when the sources name a public type of its module and an import
/// re-exports that module (`TestClock` of swift-clocks, through `import ComposableArchitecture`, whose files say
/// `@_exported import Clocks`; an umbrella of another package re-exports many, and only those whose types are named
/// count), when the sources use a public member its extensions add to a protocol it declares and name a type that a
/// module they use conforms to it (`Invoice.with { }`, SwiftProtobuf's `with` of `Message`, where the generated
/// `Invoice` conforms to `SwiftProtobuf.Message`; the scanner sees the member's name, not its base, so the conforming
/// type must be named too; when the package conforms `NSObject` to that protocol itself, as Then's `extension
/// NSObject: Then {}` does, every Foundation, UIKit and AppKit object has the member, and `label.do { }` uses Then
/// with no type named, as long as nothing else in reach declares a member of that name: another remote module read
/// from its checkout, or a module the sources use adding one in an extension), and when the sources use a public
/// member its extensions add to a
/// type it does not declare (`view.snp.makeConstraints` uses SnapKit, whose `snp` extends its alias of `UIView`,
/// visible without `import SnapKit` once another module of the build imports it; the fix is the import, not removing
/// it; an internal member of the same name, such as a `render` swift-snapshot-testing adds to `CIImage` for itself,
/// is invisible to other modules and no use).
/// Remote products are not reported for a module that
/// uses macros of a package (it imports a module named `…Macros`, or puts an attribute on a type that is neither
/// the language's nor an Apple SDK's, such as `@Reducer` or `@DependencyClient`): macro expansions use modules
/// the sources never name (`@DependencyClient` expands to calls into `IssueReporting`).
///
/// Free functions count by name: a module whose sources call a function (`reportIssue(...)`) that a module of the
/// dependency declares `public` at file scope uses it, when the call comes through another import that re-exports
/// it; a function the module declares itself (or a method of the same name) is its own. For a remote product, the
/// functions are read from the package's checkout, only for products a module declares without importing them.
///
/// Members a module adds to another module's types (`extension DependencyValues { var apiClient }`) are visible
/// to importers of anything that links it, without an import (until Swift's MemberImportVisibility): a module whose
/// sources use such a member by name (`\.apiClient`, `.apiClient`, `reducer.logged()`) uses the dependency.
///
/// Some dependencies are real without an import, and are not reported:
/// - a framework or package product the target also copies into its bundle (Xcode's "Embed Frameworks"): needed at
///   run time by the frameworks that link it;
/// - a module that conforms a type the importer uses to a protocol (`extension ApiClient: DependencyKey` in
///   `ApiClientLive`): whoever links it gets the conformance, and with it the live implementation;
/// - a dependency through which another import is reached: when the sources of this module, or of any module that
///   reaches it, import a module they do not declare, the declared dependency that alone brings it in is used
///   (`undeclared-import` accepts the import because of it, so this rule never asks to remove it; when several
///   modules on the way declare it, removing any one of them keeps the import reachable);
/// - an entry of a copy of a module that the module uses: a target over exactly the same files whose dependency is the
///   very same entry (a project template's `X-QA` beside `X`, made by one call from one dependency list) cannot drop
///   it without `X` dropping it too; copies over other files, or with a list of their own, are judged alone;
/// - a remote product, when the module imports a remote module none of its declarations reaches: a remote package
///   it declares may bring that module in (`undeclared-import` notes it), and plumb cannot see which;
/// - for an Xcode target, a product that a local package it links imports without declaring it (mlem's `Media`
///   package imports `NukeVideo`, which only the app links): Xcode builds every product of the workspace into one
///   folder, so the app's declaration is what lets the package build (`undeclared-import` reports the package);
/// - for a test target, a module that the app or `@testable import`ed module it imports imports in turn: the tests
///   compile against that module's interface and need what it imports on their search paths;
/// - a module named in a module-qualified type (`ApolloAPI.Object`): the name uses the module, whatever makes it
///   visible (a product the module imports whose sources `@_exported import ApolloAPI`);
/// - a dependency that reaches a binary target (`.binaryTarget`, an `.xcframework`), when the sources import a module
///   that no target, remote package read or SDK is known to build: the modules a binary target provides are named by
///   the framework inside the archive, not by the manifest (`PartoutCoreWrapper` is `import PartoutCore`); plumb
///   reads them from an `.xcframework` folder of the checkout (its `<platform>/<Name>.framework` folders), but never
///   downloads an archive, so otherwise the import may be the binary's and the dependency the way it is reached. So
///   is a remote product whose targets, read from its package's checkout, are all binary targets (appdb's
///   `AppdbFramework`, one `.binaryTarget` whose framework is `import AppdbSDK`). An import of a module that a target
///   of any checkout read builds (swift-collections' `OrderedCollections`) is known, and keeps no such dependency.
///
/// - a remote binary product that builds the framework of another binary target of its package under another name
///   (sentry-cocoa's `Sentry-Dynamic` beside `Sentry`, both `import Sentry`), when the sources import that
///   framework's module and declare no product of that name (`RemotePackageCheckouts.moduleNames(of:in:)`).
///
/// - a remote product whose own targets (those the product lists, read from the package's checkout) hold no Swift
///   file, binary or Objective-C and C targets, when the sources use another module of its package: an SDK that
///   works by being linked (Firebase's `FirebaseAnalytics` and `FirebaseCrashlytics` products, which
///   `FirebaseApp.configure()` of the imported `FirebaseCore` finds at run time), or a binary product that another
///   binary product's interface imports (walletcore's `WalletCore` interface begins `import WalletCoreSwiftProtobuf`;
///   plumb does not read the archives' interfaces, so any such sibling may need it). A product of a package the
///   sources do not use at all is still reported.
///
/// Not seen, and so still reported: a product linked for a binary target's sake (an Objective-C `.xcframework` that
/// needs FMDB at link time; SwiftPM's binary targets declare no dependencies, so only a comment says why; add it to
/// `ignore`), and Objective-C types of a C-family module used through another product's re-export (`DDLog` of
/// CocoaLumberjack through CocoaLumberjackSwift's `@_exported import CocoaLumberjack`): plumb reads Swift, not
/// headers, so it does not know the C-family module's type names.
///
/// Imports match modules by their Swift module name (`import Shared` uses the Xcode target `Shared-iOS` that builds
/// module `Shared`).
///
/// Nor are the dependencies of a module that also compiles Objective-C, C or C++ files (an Xcode target with `.m`
/// files beside its Swift ones): those files may be what uses them, and plumb reads only Swift. A Swift package
/// target's Objective-C files are read for their module imports only (`@import Audio;`, `#import <Audio/Audio.h>`):
/// each one uses its module. Nor those of a
/// target that applies a build-tool plugin that writes sources (`plugins: [.plugin(name: "OpenAPIGenerator")]`, a
/// protobuf or benchmark plugin; not a linter or formatter): the generated code, which plumb never sees, imports
/// what it needs (`OpenAPIRuntime`). A note says which target and plugin.
///
/// A target of a project missing from the checkout (a git submodule not checked out) is not judged: the name of the
/// module it builds is unknown. A target that compiles sources plumb cannot read, a synchronized folder or a file an
/// exception set adds to it absent from the checkout (sources kept out of a public repository), or a Bazel `srcs`
/// label of another repository (envoy-mobile's `@envoy_mobile_extra_swift_sources//:extra_swift_srcs`, beside the
/// private dependency those sources need), is judged on the sources plumb read, and its finding is a note naming
/// what was not read: those sources may use the dependency. The loader notes each of them. So is a SwiftPM target
/// whose folder a `.gitignore` line reaches with Swift files (`PackageOne/**/*.graphql.swift`, or the target's whole
/// `Sources/PackageTwo` folder beside the placeholder kept in git): a code generator writes them into the target in
/// each checkout (SwiftPM compiles what the folder holds, so no manifest lists them), and they may use it. And so is
/// a package product of a target that also depends on targets of projects plumb could not read (an app that builds
/// the editors of a sibling repository's projects and links, beside their frameworks, the packages they need): what
/// those frameworks need is unknown, and the product may be linked for them.
///
/// A target whose sources spell swift-docc-plugin's `generate-documentation` command uses the targets the command
/// names after `--target` or `--product` (a script building the combined documentation of a package's libraries):
/// the plugin looks them up only among the targets the package's own targets depend on, so dropping the dependency
/// breaks the documentation build. Only the names the command spells count: a dependency of such a program that
/// the command leaves out is still reported, and the package's dependency on swift-docc-plugin alone decides
/// nothing (it is also declared for documenting the libraries themselves).
///
/// Dependencies that exist on purpose are not reported: those of a module whose Swift files hold no line of code (a
/// target that only gathers others, such as swift-syntax's `SwiftSyntax-all`) or nothing but imports (a framework
/// built to check that libraries link together, as swift-navigation's `DynamicFramework`, whose one line is
/// `import UIKitNavigation`; an umbrella of `@_exported import`s), and a dependency on an empty module (a version
/// marker that clients test with `canImport(SwiftSyntax509)`).
///
/// Not checked: the dependencies of plugins (tools they run, never import), pods a CocoaPods `Podfile` gives a target (Podfiles share pods between targets through helpers and
/// inheritance, and pods are often used from Objective-C or are tools such as SwiftLint), modules with no Swift
/// file scanned (C targets, resource bundles), dependencies without Swift
/// sources (binary, system-library and C targets; a remote product whose checkout, when read, shows no code in any
/// module it links, only resource files in its `Sources/<target>` folders), macros and plugins (used by the
/// compiler, never imported),
/// executables (tests depend on them to run them), and Xcode app-like targets (a test bundle's host app, an
/// extension the app embeds). What the sources cannot show is reported and belongs under `ignore`, by module or
/// product name: a target with code linked only for the resources it bundles, or a library linked for a load-time
/// side effect (an SDK that registers itself when loaded, a debugging tool that swizzles at start-up):
///
///     rules:
///       unused-dependency:
///         ignore: [FLEX, AppResources]
public struct UnusedDependencyRule: Rule {
  public static let info = RuleInfo(
    id: "unused-dependency",
    summary: "Every declared dependency is imported or used by the module's sources.",
    rationale: """
      A dependency nothing uses still costs: it is built and linked before the module, it widens what a change \
      rebuilds, it draws an edge in every architecture diagram and rule, and it hides the module's real needs. \
      Dependencies stay declared long after the code that needed them moved, usually because removing one is \
      scary without knowing whether anything uses it; this rule knows.
      """,
    defaultSeverity: .warning)

  public static let needsSourceFacts = true

  public static let parameters = [
    RuleParameter(
      "ignore", .strings, default: .strings([]),
      help: "Names of dependencies (modules or products) never reported, such as ones linked only for their side "
        + "effects."),
    RuleParameter(
      "linked-for-side-effects", .strings, default: .strings(linkedForSideEffects),
      help: "Libraries that work by being linked, with no import: they register themselves when loaded (test "
        + "collectors, view debuggers). Never reported; set it to add your own or to [] to check them too."),
  ]

  /// Libraries documented to work without an import: linked, they start themselves when loaded.
  /// `IssueReportingTestSupport` is linked into test targets so that IssueReporting, which looks its symbols up at run
  /// time, reports issues as test failures in release builds too (Point-Free's "Testing in release mode").
  public static let linkedForSideEffects = [
    "BuildkiteTestCollector", "IssueReportingTestSupport", "LookinServer", "RevealServer",
  ]

  public static let triggeringExamples = [
    RuleExample(
      "Settings -> Navigation; ↓Settings -> Reporting; Navigation -> Reporting",
      sources: [
        "Reporting": "public func reportIssue(_ message: String) {}",
        "Navigation": "@_exported import Reporting\npublic struct Route {}",
        "Settings":
          "import Navigation\nfunc save() {\n  reportIssue(\"cannot save\")\n}\nfunc reportIssue(_ message: String) {}",
      ]),
    RuleExample(
      "↓All -/-> Parser; App[app] -> Parser",
      sources: ["All": "// Depends on every library.\npublic let version = 1"]),
    RuleExample("↓Search[lines=40] -/-> Persistence; Search -> Core"),
    RuleExample(
      "App[app] -> Kit; App -> UI; Kit -> Tabman[external]; ↓UI -/-> Tabman",
      sources: ["App": "import Kit\nimport UI\nimport Tabman", "Kit": "import Tabman"]),
    RuleExample("↓App[app, lines=200] -/-> Lottie[external]; App -> Kingfisher[external]"),
    RuleExample(
      "↓Catalog -/-> Lottie[external]",
      sources: ["Catalog": "import SwiftUI\n@Observable @MainActor\nfinal class CatalogModel {}"]),
    RuleExample("Core; Networking; ↓CoreTests[test, lines=30] -/-> Networking; CoreTests -> Core"),
    RuleExample(
      "App[app] -> Feature; ↓App -> Core; Feature -> Core",
      sources: ["Feature": "@_exported import Core\npublic struct Catalog {}", "App": "import Feature\nlet c = Catalog()"]),
    RuleExample(
      "↓Game -/-> ReducerHelpers; Game -> ComposableArchitecture[external]",
      sources: [
        "ReducerHelpers": "import ComposableArchitecture\nextension Reducer {\n  public func logged() -> Self { self }\n}",
        "Game": "import ComposableArchitecture\nlet game = Reduce.empty",
      ]),
  ]

  public static let nonTriggeringExamples = [
    RuleExample(
      "Settings -> Navigation; Settings -> Reporting; Navigation -> Reporting",
      sources: [
        "Reporting": "public func reportIssue(_ message: String) {}",
        "Navigation": "@_exported import Reporting\npublic struct Route {}",
        "Settings": "import Navigation\nfunc save() {\n  reportIssue(\"cannot save\")\n}",
      ]),
    RuleExample(
      "LinkCheck[framework] -> UIKitNavigation; LinkCheck -> SwiftUINavigation",
      sources: ["LinkCheck": "import UIKitNavigation"]),
    RuleExample("FeatureTests[test, lines=20] -/-> IssueReportingTestSupport[external]; FeatureTests -> Feature"),
    RuleExample(
      "SwiftSyntax -/-> SwiftSyntax509; Parser -> SwiftSyntax",
      sources: [
        "SwiftSyntax509": "// A version marker: clients test `canImport(SwiftSyntax509)`.",
        "SwiftSyntax": "public struct Syntax {}",
      ]),
    RuleExample(
      "All -/-> Parser; All -/-> Formatter; App[app] -> Parser",
      sources: ["All": "// Depends on every library, to build them all at once."]),
    RuleExample("App[app] -> Feature -> Core"),
    RuleExample(
      "App[app] -> ApiClientLive; App -> ApiClient; ApiClientLive -> ApiClient",
      sources: [
        "ApiClient": "public struct ApiClient {}",
        "ApiClientLive": "import ApiClient\nextension ApiClient: DependencyKey {\n  static let liveValue = ApiClient()\n}",
        "App": "import ApiClient\nstruct Root {\n  let client: ApiClient\n}",
      ]),
    RuleExample(
      "App[app] -> Feature; Feature -> Core",
      sources: [
        "Feature": "import Core\npublic struct Catalog {\n  let macs: [Mac]\n}", "Core": "public struct Mac {}",
        "App": "import Core\nlet mac = Mac()",
      ]),
    RuleExample(
      "Home -/-> ApiClient; Home -> ComposableArchitecture[external]",
      sources: [
        "ApiClient": """
        import Dependencies
        public struct ApiClient {}
        extension DependencyValues {
          public var apiClient: ApiClient { self[ApiClient.self] }
        }
        """,
        "Home": "import ComposableArchitecture\nstruct Home {\n  @Dependency(\\.apiClient) var apiClient\n}",
      ]),
    RuleExample(
      "App[app] -> Feature; App -> Core; Feature -> Core",
      sources: [
        "Feature": "@_exported import Core", "Core": "public struct Mac {}",
        "App": "import Feature\nstruct Shelf { var macs: [Mac] }",
      ]),
    RuleExample(
      "App[app] -> Kit; Kit -> Core", sources: ["Kit": "@_exported import Core", "App": "import Core"]),
    RuleExample("Core; CoreTests[test] -> Core", sources: ["CoreTests": "import XCTest\n@testable import Core"]),
    RuleExample(
      "App[app] -> Inject[external]", sources: ["App": "#if canImport(Inject)\nimport Inject\n#endif"]),
    RuleExample("App[app] -/-> Macros[macro]; App -/-> CSQLite[system]; App -/-> Tool[executable]"),
    RuleExample("CShim[files=0] -/-> Core"),
    RuleExample("App[app] -/-> Collections[external]", sources: ["App": "import OrderedCollections"]),
    RuleExample(
      "Compose -/-> UITextView+Placeholder[external]", sources: ["Compose": "import UITextView_Placeholder"]),
    RuleExample("Onboarding -/-> ImproviOS[external]", sources: ["Onboarding": "import Improv_iOS"]),
    RuleExample(
      "UITests[test] -/-> LoginUITesting[external]; Tool -> CoreTesting[external]",
      sources: ["UITests": "import XCTest\nimport CoreTesting"]),
    RuleExample("FlagsPlugin[plugin] -/-> plistutil[executable]; FlagsPlugin -/-> ToolSupport"),
    RuleExample(
      "App[app] -> MastodonUI; MastodonUI -/-> Tabman[external]",
      sources: ["App": "import MastodonUI\nimport Tabman", "MastodonUI": "import UIKit"]),
    RuleExample(
      "App[app] -> YubiKit[external]; AppTests[test] -> App; AppTests -/-> YubiKit",
      sources: ["App": "import YubiKit", "AppTests": "import XCTest\n@testable import App"]),
    RuleExample(
      "Build -> Dependencies[external]; Build -> DependenciesMacros[external]; Build -/-> IssueReporting[external]"),
    RuleExample(
      "Settings -> ComposableArchitecture[external]; Settings -/-> IssueReporting[external]",
      sources: ["Settings": "import ComposableArchitecture\n@Reducer\nstruct Settings {}"]),
    RuleExample(
      "App[app] -/-> Sentry[external]", configuration: "rules:\n  unused-dependency:\n    ignore: [Sentry]"),
    RuleExample("AppTests[test] -/-> BuildkiteTestCollector[external]"),
    RuleExample(
      "Game -/-> ReducerHelpers; Game -> ComposableArchitecture[external]",
      sources: [
        "ReducerHelpers": "import ComposableArchitecture\nextension Reducer {\n  public func logged() -> Self { self }\n}",
        "Game": "import ComposableArchitecture\nlet game = Reduce.empty.logged()",
      ]),
  ]

  let ignored: Set<String>

  public init(parameters: RuleParameterValues) {
    ignored = Set(parameters.strings("ignore") + parameters.strings("linked-for-side-effects"))
  }

  /// Attributes of the language and of Apple's SDKs (whose macros expand to system modules only): any other
  /// attribute on a type is taken for an attached macro of some package.
  static let attributesThatAreNotPackageMacros: Set<String> = [
    "MainActor", "globalActor", "objc", "objcMembers", "nonobjc", "available", "frozen", "usableFromInline",
    "inlinable", "dynamicMemberLookup", "dynamicCallable", "propertyWrapper", "resultBuilder", "main",
    "UIApplicationMain", "NSApplicationMain", "preconcurrency", "unchecked", "retroactive", "Sendable",
    "IBDesignable", "discardableResult", "_spi", "spi", "testable", "Observable", "Model", "Entry", "Previewable",
    "Test", "Suite", "NSManaged", "NSCopying", "GKInspectable", "requires_stored_property_inits", "unknown",
  ]

  /// Kinds of workspace modules that are imported by name; other kinds are used by the build, not the code.
  static let importableKinds: Set<Module.Kind> = [.regular, .framework, .staticLibrary, .external]

  public func check(_ context: RuleContext) -> [Finding] {
    guard let facts = context.sourceFacts else { return [] }
    let resolver = ImportResolver(graph: context.graph, sourceFacts: facts, work: context.work)
    var findings: [Finding] = []
    // The entries of each module judged, and those found unused: a copy of a module is judged with it (below).
    var judged: [ModuleID: [DeclaredGroup]] = [:]
    var unused: [(module: Module, group: DeclaredGroup)] = []
    let reliedOn = Self.dependenciesOthersRelyOn(in: context, facts: facts, resolver: resolver)
    let declarers = Declarers(facts, work: context.work)
    // Binary targets (`.binaryTarget`, an `.xcframework`) whose modules are unknown: they are named by the framework,
    // not the manifest, and read only from an `.xcframework` folder in the checkout (`productModules`).
    let binaries = context.graph.modules.filter { $0.kind == .binary && $0.productModules == nil }.map(\.id)
    let remoteWithoutSwift = Set(facts.remoteProductsWithoutSwift)
    let linkedWithoutSwift = Set(facts.remoteProductsListingNoSwift)
    // Remote products of binary targets only, whose modules the archives name; the modules the checkouts read build.
    let binaryOnly = Set(facts.remoteBinaryOnlyProducts)
    let builtByCheckouts = Set(facts.remoteModuleNames)
    // The distinct names each module imports, made once per check: a module's import lines repeat a few names
    // thousands of times, and a tested app's names are asked for by each test target that imports it.
    var importNamesByModule: [ModuleID: Set<String>] = [:]
    func importNames(of id: ModuleID) -> Set<String> {
      if let known = importNamesByModule[id] { return known }
      let imports = facts.modules[id]?.imports ?? []
      context.work?.add(imports.count)
      let names = Set(imports.map(\.module))
      importNamesByModule[id] = names
      return names
    }
    // A plugin runs the tools it depends on (`context.tool(named:)`); it never imports them.
    for module in context.graph.modules.sorted(by: { $0.id < $1.id })
    where !module.isExternal && module.kind != .inferred && module.kind != .plugin {
      guard let moduleFacts = facts.modules[module.id], moduleFacts.files > 0 else { continue }
      // A module with no line of code that only gathers others (swift-syntax's `SwiftSyntax-all`, built to build
      // them all): its dependencies are its purpose.
      if moduleFacts.lines == 0 && moduleFacts.imports.isEmpty { continue }
      // A module whose only code is imports (swift-navigation's `DynamicFramework`, built to check that the libraries
      // link into one dynamic framework; an umbrella): nothing of its own uses what it links, linking is its purpose.
      if Self.onlyImports(moduleFacts) { continue }
      // What its Objective-C and C files import, plumb does not read: any dependency may be theirs.
      if module.build.compilesCFamilySources == true { continue }
      // Sources a build-tool plugin writes at build time (`OpenAPIGenerator`'s client, importing `OpenAPIRuntime`):
      // plumb never reads them, so any dependency may be theirs. The loader notes it.
      if module.build.sourceGenerators != nil { continue }
      // Each distinct imported name is resolved once: a module's import lines repeat a few names thousands of times.
      // A Swift package target's Objective-C files use what they import by name (`@import PVAudio;`).
      let importedNames = importNames(of: module.id).union(module.build.objectiveCImports ?? [])
      var resolvedImports: [String: ModuleID] = [:]
      var unresolvedNames = Set<String>()
      for name in importedNames {
        if let id = resolver.module(named: name, importedFrom: module.id) {
          resolvedImports[name] = id
        } else {
          unresolvedNames.insert(name)
        }
      }
      let used = Set(resolvedImports.values).union(moduleFacts.referencedModules)
      // Imports of modules no target of the workspace, remote package read or SDK is known to build: a binary target
      // may build them under another name (`PartoutCoreWrapper`'s `PartoutCore.xcframework` is `import PartoutCore`).
      let unknownImports = unresolvedNames.filter { !SystemModules.contains($0) && !builtByCheckouts.contains($0) }
      let qualifiers = Set(moduleFacts.typeQualifiers)
      let documented = Set(moduleFacts.documentedTargets)
      // Macro expansions (`@DependencyClient` calls into IssueReporting) use modules the sources never name.
      let usesMacros =
        importedNames.contains { $0.hasSuffix("Macros") }
        || moduleFacts.typeAttributes.contains { !Self.attributesThatAreNotPackageMacros.contains($0) }

      // Free functions are matched by name: a module that declares a public function the sources call (reached
      // through an import that re-exports it) is used; a remote one when its checkout was read.
      // The summary's names are sorted and distinct: they are matched as they are, never hashed into a set, unless a
      // remote package's functions are asked about.
      let calledFunctions = moduleFacts.calledFunctions
      var calledSet: Set<String>?
      // The scanned modules that declare a function called here, and those that add a member used here to another
      // module's type: looked up once per name the module uses, when first asked, not per module it reaches.
      var declaringCalled: Set<ModuleID>?
      var addingUsedMember: Set<ModuleID>?
      func declaresCalledFunction(_ id: ModuleID) -> Bool {
        guard !calledFunctions.isEmpty else { return false }
        if facts.modules[id] != nil {
          if declaringCalled == nil { declaringCalled = declarers.ofPublicFunctions(sorted: calledFunctions) }
          return declaringCalled!.contains(id)
        }
        guard let brought = context.graph[id]?.productModules else { return false }
        if calledSet == nil { calledSet = Set(calledFunctions) }
        return brought.contains { !calledSet!.isDisjoint(with: facts.remoteFunctions[$0] ?? []) }
      }
      func addsUsedMember(_ id: ModuleID) -> Bool {
        // The member names are matched only when a dependency is asked about: most are used through an import.
        if addingUsedMember == nil { addingUsedMember = declarers.ofExtensionMembers(sorted: moduleFacts.memberNames) }
        return addingUsedMember!.contains(id)
      }
      // Types of the modules the sources use: a dependency that conforms one of them to a protocol
      // (`extension ApiClient: DependencyKey` in ApiClientLive) is used through the conformance. Asked per type the
      // dependency conforms, of the modules that declare it: the types of every module used are never gathered.
      let usesOrIs = used.union([module.id])
      func conformsUsedType(_ dependency: ModuleID) -> Bool {
        guard let conformed = facts.modules[dependency]?.conformedTypes else { return false }
        return conformed.contains { name in declarers.ofType(name).contains(where: usesOrIs.contains) }
      }
      let groups = declaredGroups(of: module.id, in: context)
      context.work?.add(moduleFacts.imports.count + groups.count)
      // What undeclared-import accepts through a declared dependency must keep that dependency: an import of a module
      // that only some declared dependencies reach uses those dependencies.
      let declaredDirectly = Set(groups.flatMap(\.modules))
      // How many of the direct dependencies bring each module name: counted once, so that whether the others bring a
      // name is a subtraction, not a pass over the others per dependency.
      func brings(_ id: ModuleID) -> Set<String> {
        context.graph[id].map { Set($0.productModules ?? [BuildInfo.c99Identifier($0.moduleName)]) } ?? []
      }
      var bringers: [String: Int]?
      func broughtByOthers(_ dependency: ModuleID, _ name: String) -> Bool {
        if bringers == nil {
          bringers = [:]
          for id in declaredDirectly { for brought in brings(id) { bringers![brought, default: 0] += 1 } }
        }
        let own = declaredDirectly.contains(dependency) && brings(dependency).contains(name) ? 1 : 0
        return bringers![name, default: 0] - own > 0
      }
      let reachedOnlyThroughOthers = used.subtracting(declaredDirectly).subtracting([module.id])
      // The member names the sources use, as a set, for remote packages' extension members.
      var memberSet: Set<String>?
      func usesAnyMember(_ names: [String]) -> Bool {
        guard !names.isEmpty else { return false }
        if memberSet == nil { memberSet = Set(moduleFacts.memberNames) }
        return names.contains(where: memberSet!.contains)
      }
      // The names the sources import of the modules that the other products of a dependency's package bring.
      func importedFromItsPackage(_ dependency: ModuleID) -> Set<String> {
        var names = Set<String>()
        for sibling in declaredDirectly where sibling != dependency && sibling.container == dependency.container {
          guard let product = context.graph[sibling] else { continue }
          names.formUnion(brings(sibling).union([product.moduleName, BuildInfo.c99Identifier(product.name)]))
        }
        return names.intersection(importedNames)
      }
      // The modules the imported ones re-export: remote ones read from their checkouts, local ones from their sources.
      lazy var reexported: Set<String> = {
        var names = Set<String>()
        for name in importedNames {
          names.formUnion(facts.remoteReexports[name] ?? [])
          if let id = resolvedImports[name], let local = facts.modules[id] {
            names.formUnion(local.imports.filter(\.isExported).map(\.module))
          }
        }
        return names
      }()
      lazy var typeNames = Set(moduleFacts.typeNames)
      // A public type of a remote module named in the sources, when an import re-exports that module: a use of it.
      func namesReexportedType(of name: String) -> Bool {
        guard let types = facts.remoteTypes[name], reexported.contains(name) else { return false }
        return types.contains(where: typeNames.contains)
      }
      // A member a remote module adds to a protocol it declares (`extension Message { static func with }`), used by
      // name, while the sources name a type that a module they use (or this one) conforms to that protocol: written
      // qualified (`SwiftProtobuf.Message`), or plainly in a module that imports the remote one.
      func usesProtocolMember(of name: String) -> Bool {
        guard let protocols = facts.remoteProtocolMembers[name] else { return false }
        return protocols.contains { protocolName, members in
          guard usesAnyMember(members) else { return false }
          return usesOrIs.contains { id in
            guard let conforming = facts.modules[id] else { return false }
            var conformers = conforming.inheritance["\(name).\(protocolName)"] ?? []
            if conforming.imports.contains(where: { $0.module == name }) {
              conformers += conforming.inheritance[protocolName] ?? []
            }
            return conformers.contains(where: typeNames.contains)
          }
        }
      }
      // A member a remote module adds to a protocol it conforms `NSObject` to (Then's `do` and `then`, through
      // `extension NSObject: Then {}`): every Foundation, UIKit and AppKit object has it, so no conforming type is
      // named. Used by name, when no other declaration of that name is in reach: none in another remote module read,
      // none added in an extension by a module the sources use (or by them).
      func usesNSObjectProtocolMember(of name: String) -> Bool {
        guard let conformed = facts.remoteNSObjectProtocols[name], let protocols = facts.remoteProtocolMembers[name]
        else { return false }
        return conformed.flatMap { protocols[$0] ?? [] }.contains { member in
          usesAnyMember([member]) && !declaredElsewhere(member, besides: name)
        }
      }
      func declaredElsewhere(_ member: String, besides name: String) -> Bool {
        for (other, protocols) in facts.remoteProtocolMembers where other != name {
          if protocols.values.contains(where: { $0.contains(member) }) { return true }
        }
        for index in [facts.remoteExtensionMembers, facts.remoteFunctions] {
          if index.contains(where: { $0.key != name && $0.value.contains(member) }) { return true }
        }
        return usesOrIs.contains { facts.modules[$0]?.extensionMembers.contains(member) == true }
      }
      // A public type of a remote module that a function of another module the sources use returns, when the sources
      // call that function (`ByeBooLottie.boriHome.makeAnimationView()`, declared `-> LottieAnimationView` in a
      // module that imports Lottie and declares no type of that name): the sources hold a value of the type and use
      // its members without naming it.
      func usesReturnedType(of name: String) -> Bool {
        guard let types = facts.remoteTypes[name] else { return false }
        return used.contains { id in
          guard id != module.id, let other = facts.modules[id], !other.returnedTypes.isEmpty,
            other.imports.contains(where: { $0.module == name })
          else { return false }
          return other.returnedTypes.contains { function, returned in
            returned.contains { types.contains($0) && !other.declaredTypes.contains($0) }
              && (usesAnyMember([function]) || calledFunctions.contains(function))
          }
        }
      }
      // Whether the sources use the package of a product: import a module that a product of it they declare brings,
      // or resolve an import to another product of it.
      func importsFromItsPackage(_ dependency: ModuleID) -> Bool {
        if used.contains(where: { $0 != dependency && $0.container == dependency.container }) { return true }
        return declaredDirectly.contains { sibling in
          guard sibling.container == dependency.container, let product = context.graph[sibling] else { return false }
          return importedNames.contains(product.moduleName)
            || importedNames.contains(BuildInfo.c99Identifier(product.name))
            || !brings(sibling).isDisjoint(with: importedNames)
        }
      }

      // A test target that compiles against its host app or a `@testable import`ed module needs the modules those
      // import on its own search paths (Objective-C packages above all): Xcode projects link them to the tests too.
      // (UI tests drive the app from outside and import neither.)
      // Each tested module once: a test target's files import it thousands of times, and its imports (thousands
      // of lines in an app) were hashed again for each (woocommerce-ios: most of a staged run's time in this rule).
      var testedImports = Set<String>()
      if module.isTest {
        var tested = Set<ModuleID>()
        for item in moduleFacts.imports {
          guard let target = resolvedImports[item.module], !tested.contains(target),
            item.isTestable || context.graph[target]?.kind == .app
          else { continue }
          tested.insert(target)
          let names = importNames(of: target)
          context.work?.add(names.count)
          testedImports.formUnion(names)
        }
      }

      // An import of a remote product the module does not reach through its declarations is what a remote package
      // it declares may bring in (undeclared-import says so in a note): plumb cannot see which, so none of the
      // module's remote products is reported.
      let importsWhatRemotePackagesMayBringIn = used.contains { id in
        context.graph[id]?.isExternal == true && !resolver.declared.makesVisible(module.id, id)
      }

      func isUsed(_ dependency: ModuleID) -> Bool {
        guard let target = context.graph[dependency] else { return true }
        if !Self.importableKinds.contains(target.kind) || ignored.contains(target.name)
          || ignored.contains(target.moduleName)
        {
          return true
        }
        // Another module imports it and reaches it only through this edge: undeclared-import accepts that import
        // because of it, so it must stay.
        if reliedOn[module.id]?.contains(dependency) == true { return true }
        // A target a documentation command of the sources names (`generate-documentation --target ApolloAPI`):
        // swift-docc-plugin finds it only among what the package's targets depend on.
        if !documented.isEmpty,
          documented.contains(target.name) || documented.contains(target.moduleName)
            || documented.contains(BuildInfo.c99Identifier(target.name))
        {
          return true
        }
        if !testedImports.isEmpty,
          testedImports.contains(target.moduleName) || testedImports.contains(BuildInfo.c99Identifier(target.name))
        {
          return true
        }
        if !target.isExternal && target.sources.isEmpty { return true }
        // A remote product whose checkout shows only resource files in what it links (data files copied into its
        // bundle), as a local target without Swift sources: nothing to import.
        if target.isExternal, remoteWithoutSwift.contains(dependency) { return true }
        // A target of a project that is not in the checkout (a git submodule): its module's name is unknown.
        if target.isExternal, context.graph.container(of: dependency)?.path.hasSuffix(".xcodeproj") == true {
          return true
        }
        // An empty marker module (swift-syntax's `SwiftSyntax509`): depended on so that clients can test
        // `canImport(SwiftSyntax509)`; there is nothing in it to use.
        if let scanned = facts.modules[dependency], scanned.files > 0, scanned.lines == 0, scanned.imports.isEmpty {
          return true
        }
        // A module-qualified name (`ApolloAPI.Object`) uses its module, whatever makes the module visible (another
        // product's `@_exported import ApolloAPI`).
        if qualifiers.contains(target.moduleName) || qualifiers.contains(BuildInfo.c99Identifier(target.name)) {
          return true
        }
        // A binary target this dependency reaches builds modules whose names the manifest does not say: an import
        // nothing else explains may be one of them.
        if !unknownImports.isEmpty, binaries.contains(where: { resolver.declared.reaches(dependency, $0) }) {
          return true
        }
        // So does a remote product of binary targets only: its archives' frameworks are named by the archives.
        if !unknownImports.isEmpty, binaryOnly.contains(dependency) { return true }
        let reached = resolver.visible(through: [dependency])
        if !reached.isDisjoint(with: used) { return true }
        if reached.contains(where: declaresCalledFunction) { return true }
        // A product with no Swift of its own (binary or Objective-C targets: Firebase's Analytics, started by
        // `FirebaseApp.configure()` of FirebaseCore) works by being linked, when the sources use its package.
        if target.isExternal, linkedWithoutSwift.contains(dependency), importsFromItsPackage(dependency) { return true }
        // A module an imported product of its package re-exports (`import NIO`, whose `@_exported import NIOCore`
        // brings `ByteBuffer`), read from the files of the imported product's checkout, whether or not its manifest
        // could be read whole. (Another package's umbrella is no use by itself: its types must be named, below.)
        let own = [target.moduleName, BuildInfo.c99Identifier(target.name)]
        if target.isExternal,
          importedFromItsPackage(dependency).contains(where: {
            facts.remoteReexports[$0]?.contains(where: own.contains) == true
          })
        {
          return true
        }
        if target.isExternal, let brought = target.productModules {
          // Read from the package's checkout: the product is used when the sources import it, or a module it alone
          // brings among the declared dependencies (`import Nuke` with `NukeUI` declared and `Nuke` not), or a
          // public member its extensions add (`view.snp`, visible through another import of SnapKit), or a public
          // type of a module an import re-exports (`TestClock` of `Clocks`, through `import ComposableArchitecture`),
          // or a public member its extensions add to a protocol it declares, on a type known to conform to it
          // (`Invoice.with { }` of SwiftProtobuf's `Message`), or on any object when it conforms `NSObject` to it
          // (Then's `label.do { }`), or a public type a function of a module the sources use returns, called there
          // (`ByeBooLottie.boriHome.makeAnimationView()` returning Lottie's `LottieAnimationView`).
          let direct = own.contains(where: importedNames.contains)
          return usesMacros || importsWhatRemotePackagesMayBringIn || direct
            || brought.contains { importedNames.contains($0) && !broughtByOthers(dependency, $0) }
            || brought.contains {
              usesAnyMember(facts.remoteExtensionMembers[$0] ?? []) && !broughtByOthers(dependency, $0)
            }
            // Of the product's own module only, not of every module it links (swift-navigation's product links
            // CasePaths, which an umbrella re-exports too); the umbrella brings that module as well.
            || own.contains {
              namesReexportedType(of: $0) || usesProtocolMember(of: $0) || usesNSObjectProtocolMember(of: $0)
                || usesReturnedType(of: $0)
            }
        }
        if target.isExternal {
          // A product's module is named after its target, made an identifier (`UITextView+Placeholder` is
          // imported as `UITextView_Placeholder`), and products are often named like it but for case and separators
          // (the product `ImproviOS` builds module `Improv_iOS`).
          let identifier = BuildInfo.c99Identifier(target.name)
          let loose = Self.looseName(target.name)
          return usesMacros || importsWhatRemotePackagesMayBringIn || importedNames.contains(target.moduleName)
            || importedNames.contains(identifier)
            || unresolvedNames.contains {
              $0.contains(identifier) || identifier.contains($0) || Self.looseName($0) == loose
            }
        }
        if reachedOnlyThroughOthers.contains(where: { resolver.declared.makesVisible(dependency, $0) }) {
          return true
        }
        if conformsUsedType(dependency) { return true }
        // Extension members of another module are visible without importing it (until Swift's
        // MemberImportVisibility): `@Dependency(\.apiClient)` uses the module that adds `apiClient`.
        return reached.contains(where: addsUsedMember)
      }

      judged[module.id] = groups
      for group in groups {
        if let product = group.product, ignored.contains(product) { continue }
        // A framework the target also embeds is needed at run time (other embedded frameworks link it).
        if group.isEmbedded { continue }
        guard !group.modules.contains(where: isUsed) else { continue }
        unused.append((module, group))
      }
    }
    let unusedEntries = Set(unused.map { EntryKey(module: $0.module.id, $0.group) })
    for (module, group) in unused {
      if Self.isUsedByTheModuleItCopies(module, group, judged: judged, unused: unusedEntries, in: context.graph) {
        continue
      }
      findings.append(
        finding(
          module, group, unreadSources: module.build.absentSources, ignoredSources: module.build.ignoredSwiftSources,
          unreadProjectTargets: group.product == nil ? [] : Self.unreadProjectTargets(of: module.id, in: context),
          in: context))
    }
    return findings
  }

  /// One dependency entry of one module: where it is written and what it names.
  private struct EntryKey: Hashable {
    var module: ModuleID
    var modules: [ModuleID]
    var location: Location

    init?(module: ModuleID, _ group: DeclaredGroup) {
      guard let location = group.location else { return nil }
      self.module = module
      self.modules = group.modules
      self.location = location
    }
  }

  /// A copy of a module built from the same call (a project template's `X-QA` beside `X`: the same sources, the very
  /// same dependency list) that nothing links: its entry is the module's entry, which the team cannot drop from the
  /// copy without dropping it from the module. So an entry of a module is used when another module that compiles the
  /// same files (`Module.compilesTheSameFiles`) has the same entry (the same place, the same dependency) and uses it.
  /// Entries written apart (a second list) and copies over other files are judged on their own.
  private static func isUsedByTheModuleItCopies(
    _ module: Module, _ group: DeclaredGroup, judged: [ModuleID: [DeclaredGroup]], unused: Set<EntryKey?>,
    in graph: ModuleGraph
  ) -> Bool {
    guard let location = group.location else { return false }
    return judged.contains { id, groups in
      guard id != module.id, let other = graph[id], other.compilesTheSameFiles(as: module),
        groups.contains(where: { $0.location == location && $0.modules == group.modules })
      else { return false }
      return !unused.contains(EntryKey(module: id, group))
    }
  }

  /// For each module, the dependencies it declares that other modules rely on: a module imports one it does not
  /// declare, and reaches it through declared edges that pass through this module's declaration of it (MastodonUI
  /// declares Tabman, which only the app imports, through the product that bundles MastodonUI).
  static func dependenciesOthersRelyOn(in context: RuleContext, facts: SourceFacts, resolver: ImportResolver)
    -> [ModuleID: Set<ModuleID>]
  {
    var result: [ModuleID: Set<ModuleID>] = [:]
    // Who declares a dependency on each module, once: asking every module in reach for its dependencies, per import,
    // grew with the square of the modules.
    var declaredBy: [ModuleID: Set<ModuleID>] = [:]
    for dependency in context.graph.dependencies where dependency.isDeclared {
      declaredBy[dependency.to, default: []].insert(dependency.from)
    }
    let packages = Set(context.graph.containers.filter { $0.kind == .swiftPackage }.map(\.name))
    let projects = Set(context.graph.containers.filter(\.kind.isXcodeProject).map(\.name))
    for module in context.graph.modules where !module.isExternal {
      guard let moduleFacts = facts.modules[module.id], !moduleFacts.imports.isEmpty else { continue }
      let direct = Set(context.graph.dependencies(of: module.id).filter(\.isDeclared).map(\.to))
      // Each distinct name once: what is relied on is a set, whichever line imports it.
      for name in Set(moduleFacts.imports.map(\.module)) {
        guard let imported = resolver.module(named: name, importedFrom: module.id), imported != module.id,
          !direct.contains(imported)
        else { continue }
        guard resolver.declared.reaches(module.id, imported) else {
          // Xcode builds every product of a workspace into one folder: a local package's target that imports what
          // only an Xcode target linking the package declares (mlem's `Media` imports `NukeVideo`, which only the
          // app links) builds because of that declaration.
          guard packages.contains(module.id.container) else { continue }
          for declarer in declaredBy[imported] ?? [] where projects.contains(declarer.container)
            && resolver.declared.reaches(declarer, module.id)
          {
            result[declarer, default: []].insert(imported)
          }
          continue
        }
        // Every path to the import ends in a declaration of it: when only one module on the way declares it, that
        // declaration carries the import. When several do, none alone does, and each may be reported.
        var declarer: ModuleID?
        var several = false
        context.work?.add(declaredBy[imported]?.count ?? 0)
        for candidate in declaredBy[imported] ?? [] where candidate != imported
          && resolver.declared.reaches(module.id, candidate)
        {
          if declarer != nil {
            several = true
            break
          }
          declarer = candidate
        }
        if !several, let declarer { result[declarer, default: []].insert(imported) }
      }
    }
    return result
  }

  /// Which scanned modules declare each type, public function and extension member, indexed once per check: the
  /// questions asked per dependency become lookups of the few names involved instead of passes over every name of
  /// every module reached.
  struct Declarers {
    private var types: [String: [ModuleID]] = [:]
    private var publicFunctions: [String: [ModuleID]] = [:]
    private var extensionMembers: [String: [ModuleID]] = [:]
    /// The two above as lists sorted by name, for modules with many names (`declaring`).
    private var sortedPublicFunctions: [(name: String, modules: [ModuleID])] = []
    private var sortedExtensionMembers: [(name: String, modules: [ModuleID])] = []
    /// Counts the names indexed and looked up, for the tests (nil in normal runs).
    private let work: WorkCounter?

    init(_ facts: SourceFacts, work: WorkCounter? = nil) {
      self.work = work
      for (id, module) in facts.modules {
        for name in module.declaredTypes { types[name, default: []].append(id) }
        for name in module.publicFunctions { publicFunctions[name, default: []].append(id) }
        for name in module.extensionMembers { extensionMembers[name, default: []].append(id) }
        work?.add(module.declaredTypes.count + module.publicFunctions.count + module.extensionMembers.count)
      }
      sortedPublicFunctions = publicFunctions.map { ($0.key, $0.value) }.sorted { $0.name < $1.name }
      sortedExtensionMembers = extensionMembers.map { ($0.key, $0.value) }.sorted { $0.name < $1.name }
    }

    func ofType(_ name: String) -> [ModuleID] {
      work?.add(1)
      return types[name] ?? []
    }

    /// The modules that declare a public file-scope function of one of `names` (sorted).
    func ofPublicFunctions(sorted names: [String]) -> Set<ModuleID> {
      work?.add(names.count)
      return Self.declaring(names, index: publicFunctions, sortedIndex: sortedPublicFunctions)
    }

    /// The modules that add a member named one of `names` (sorted) to a type declared elsewhere.
    func ofExtensionMembers(sorted names: [String]) -> Set<ModuleID> {
      work?.add(names.count)
      return Self.declaring(names, index: extensionMembers, sortedIndex: sortedExtensionMembers)
    }

    /// The modules `index` gives for `names`. A module's names are many (an app's sources use
    /// tens of thousands of member names) and hashing each is the cost: when they are not far fewer than the names
    /// indexed, both sorted lists are walked together instead, comparing names without hashing them. Otherwise (a
    /// small module of a large workspace) each name is looked up, so the work stays in proportion to the module.
    static func declaring(
      _ names: [String], index: [String: [ModuleID]], sortedIndex: [(name: String, modules: [ModuleID])]
    ) -> Set<ModuleID> {
      var result = Set<ModuleID>()
      guard names.count * 4 >= sortedIndex.count else {
        for name in names { result.formUnion(index[name] ?? []) }
        return result
      }
      // Summaries keep their names sorted; a summary made otherwise (in code) is sorted here.
      let names = zip(names, names.dropFirst()).allSatisfy { $0 <= $1 } ? names : names.sorted()
      var (next, indexed) = (0, 0)
      while next < names.count && indexed < sortedIndex.count {
        if names[next] < sortedIndex[indexed].name {
          next += 1
        } else if sortedIndex[indexed].name < names[next] {
          indexed += 1
        } else {
          result.formUnion(sortedIndex[indexed].modules)
          next += 1
          indexed += 1
        }
      }
      return result
    }
  }

  /// Whether every line of the module's code is an import: no type, no function, no other statement.
  static func onlyImports(_ facts: SourceFacts.ModuleFacts) -> Bool {
    facts.files > 0 && !facts.imports.isEmpty && facts.lines <= facts.imports.count && facts.types == 0
      && facts.functions == 0
  }

  /// A name without case and separators: `Improv_iOS` and `ImproviOS` are both `improvios`.
  static func looseName(_ name: String) -> String {
    String(name.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// The declared dependencies of a module as the manifest writes them: a product that stands for several targets
  /// of a local package is one dependency.
  private struct DeclaredGroup {
    var product: String?
    var modules: [ModuleID]
    var location: Location?
    var isEmbedded = false
  }

  private func declaredGroups(of id: ModuleID, in context: RuleContext) -> [DeclaredGroup] {
    var groups: [DeclaredGroup] = []
    var productIndex: [String: Int] = [:]
    // Pods are left out: a Podfile gives pods to targets in bulk (helpers, inheritance), and pods are often used
    // from Objective-C or are tools (SwiftLint), which Swift sources never show.
    for dependency in context.graph.dependencies(of: id) where dependency.isDeclared && !dependency.isPod {
      guard case .product(let package, let product) = dependency.kind else {
        groups.append(
          DeclaredGroup(
            modules: [dependency.to], location: context.location(of: dependency), isEmbedded: dependency.isEmbedded))
        continue
      }
      let key = "\(package)/\(product)@\(dependency.location?.description ?? "")"
      if let index = productIndex[key] {
        groups[index].modules.append(dependency.to)
        groups[index].isEmbedded = groups[index].isEmbedded || dependency.isEmbedded
      } else {
        productIndex[key] = groups.count
        groups.append(
          DeclaredGroup(
            product: product, modules: [dependency.to], location: context.location(of: dependency),
            isEmbedded: dependency.isEmbedded))
      }
    }
    return groups
  }

  /// The targets of projects plumb could not read that a module depends on, as `'Target' of Project.xcodeproj`
  /// (external nodes of a project outside the analysed folder, or missing from the checkout), sorted.
  static func unreadProjectTargets(of id: ModuleID, in context: RuleContext) -> [String] {
    context.graph.dependencies(of: id).compactMap { dependency in
      guard dependency.isDeclared, dependency.kind == .target, let target = context.graph[dependency.to],
        target.isExternal, let project = context.graph.container(of: target.id)?.path, project.hasSuffix(".xcodeproj")
      else { return nil }
      return "'\(target.name)' of \(project)"
    }.sorted()
  }

  /// `unreadSources`: what the module compiles that plumb could not read (a synchronized folder kept out of the
  /// public repository, a Bazel `srcs` label of another repository: `BuildInfo.absentSources`). Any dependency may be
  /// theirs, so the finding is a note naming them: not known to be unused, and not known to be used either.
  ///
  /// `ignoredSources`: the `.gitignore` lines that ignore Swift files in the module's folder
  /// (`BuildInfo.ignoredSwiftSources`): a generator writes code there in each checkout, and that code may use it.
  ///
  /// `unreadProjectTargets`: for a package product, the targets of projects plumb could not read that the module
  /// also depends on (`unreadProjectTargets(of:in:)`): their frameworks are built and linked with it, and what they
  /// need is unknown; a product they need is linked beside them though no source of the module uses it.
  private func finding(
    _ module: Module, _ group: DeclaredGroup, unreadSources: [String]?, ignoredSources: [String]?,
    unreadProjectTargets: [String], in context: RuleContext
  ) -> Finding {
    let name = context.displayName(module.id)
    let single = group.modules.count == 1 ? group.modules[0] : nil
    let what: String
    if let single, group.product == nil || group.product == single.name {
      what = "'\(context.displayName(single))'"
    } else {
      let product = group.product ?? group.modules.map(\.name).joined(separator: ", ")
      what = "the product '\(product)' (\(group.modules.map(context.displayName).joined(separator: ", ")))"
    }
    var notes = [
      "remove it from the dependencies of '\(name)', or add it to 'ignore' if it is linked for a reason the "
        + "sources do not show"
    ]
    if let unreadSources {
      notes.insert(
        "'\(name)' also compiles \(unreadSources.map { "'\($0)'" }.joined(separator: ", ")), which plumb could not "
          + "read (see the input problems); those sources may use it", at: 0)
    }
    if let ignoredSources {
      notes.insert(
        "git ignores Swift files in the folder of '\(name)' (\(ignoredSources.joined(separator: ", "))): code a "
          + "generator writes there in each checkout may use it", at: 0)
    }
    if !unreadProjectTargets.isEmpty {
      notes.insert(
        "'\(name)' also depends on \(unreadProjectTargets.joined(separator: ", ")), of projects plumb could not "
          + "read (see the input problems); they may be what needs it", at: 0)
    }
    let partial = unreadSources != nil || ignoredSources != nil
    return context.finding(
      "'\(name)' declares a dependency on \(what) but "
        + (partial ? "the sources plumb read never import it" : "its sources never import it")
        + " or use its types",
      at: group.location, modules: [module.id] + group.modules, symbol: group.product ?? single?.name, notes: notes,
      severity: partial || !unreadProjectTargets.isEmpty ? min(.note, context.severity) : nil)
  }
}
