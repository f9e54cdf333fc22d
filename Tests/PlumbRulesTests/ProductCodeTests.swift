import Foundation
import PlumbKit
@testable import PlumbModel
import PlumbRules
import PlumbTestSupport
import Testing

/// What is product code, as the judged apps of issue 26 showed it: the programs a library package keeps beside its
/// libraries (swift-nio's example servers, vapor's `Development`), benchmarks and harnesses kept with the tests,
/// sources a build-tool plugin writes, one module built twice through symbolic links (RxSwift), and local packages
/// inside a synchronized folder of an app (mlem).
@Suite struct ProductCodeTests {
  func findings(_ rule: String, in root: URL) throws -> [String] {
    let report = try Pipeline(root: root).run()
    return report.findings.filter { $0.ruleID == rule }.map(\.message).sorted()
  }

  /// Before: `EchoServer`, `Playground` and `LoadTester` were asked for tests too.
  @Test func programsALibraryPackageDoesNotShipAreNotAskedForTests() throws {
    #expect(
      try findings("test-presence", in: Fixtures.url("Rules/ExamplePrograms")) == [
        "module 'WireDocGen' has no test target that depends on it",
        "module 'wire-cli' has no test target that depends on it",
      ])
  }

  @Test func includeExamplesBringsThemBack() throws {
    let root = Fixtures.url("Rules/ExamplePrograms")
    let configuration = ConfigurationLoader()
      .parse("rules:\n  test-presence:\n    include-examples: true\n", file: "plumb.yml").configuration
    let report = try Pipeline(root: root, configuration: configuration).run()
    let untested = report.findings.filter { $0.ruleID == "test-presence" }.map(\.message).sorted()
    #expect(untested.count == 5)
    #expect(untested.contains("module 'EchoServer' has no test target that depends on it"))
  }

  /// The reasons, one by one: a product ships `wire-cli`, the plugin runs `WireDocGen`; `ClassicMacApp` of the
  /// modular-app sample reaches every library its package vends: it is the app.
  @Test func whatAPackageShipsIsProductCode() throws {
    let workspace = try Pipeline(root: Fixtures.url("Rules/ExamplePrograms")).load()
    let graph = workspace.graph
    let unshipped = graph.modules.filter(graph.isUnshippedProgram).map(\.name).sorted()
    #expect(unshipped == ["EchoServer", "LoadTester", "Playground"])
    let container = try #require(graph.containers.first { $0.kind == .swiftPackage })
    #expect(container.products?.libraryTargets == ["Wire", "WireHTTP", "WireTesting"])
    #expect(container.products?.otherTargets == ["WireDocs", "wire-cli"])

    let sample = try Pipeline(root: Fixtures.sample("ClassicMac/MVP-C")).load().graph
    let app = try #require(sample.modules.first { $0.name == "ClassicMacApp" })
    #expect(app.kind == .executable)
    #expect(!sample.isExample(app))
  }

  /// Before: `QuillCLI` (a demo over the tested `QuillShell`), `QuillRelay` and `QuillTimer` were asked for tests:
  /// each reaches `Quill`, the one library the package vends, and was taken for the app it is built for. Three
  /// programs no product ships are none of them the app.
  @Test func programsBesideALibraryAreNotTheAppItIsBuiltFor() throws {
    let root = Fixtures.url("Rules/UnshippedPrograms")
    #expect(try findings("test-presence", in: root) == [])
    let graph = try Pipeline(root: root).load().graph
    let unshipped = graph.modules.filter(graph.isUnshippedProgram).map(\.name).sorted()
    #expect(unshipped == ["QuillCLI", "QuillRelay", "QuillTimer"])
  }

  /// Before: `GrammarJSON`, `GrammarYAML` (a package copied into `Editor/External/`) and `Palette` (in `Vendor/`) were
  /// asked for tests. `ExternalLinks` is the team's own, whatever its name starts with, and so is the package whose
  /// own folder is `Shared/ThirdParty`.
  @Test func packagesCopiedIntoAFolderOfThirdPartyCodeAreNotAskedForTests() throws {
    #expect(
      try findings("test-presence", in: Fixtures.url("Rules/VendoredPackages")) == [
        "module 'Editor' has no test target that depends on it",
        "module 'ExternalLinks' has no test target that depends on it",
        "module 'ThirdParty' has no test target that depends on it",
      ])
    for name in ["External", "Vendor", "vendors", "ThirdParty", "third_party", "3rdParty", "Third-Party"] {
      #expect(ModuleGraph.isVendoredFolder(name))
    }
    for name in ["ExternalLinks", "VendorKit", "Externals", "Party"] { #expect(!ModuleGraph.isVendoredFolder(name)) }
  }

  /// Before: `GaugePerf` and `GaugeSandbox`, the development apps of `Gauge/Support/project.yml`, were asked for
  /// tests. The `Dashboard` app beside the package, and `MeterHost`, the only user of the package it sits in, still
  /// are.
  @Test func developmentAppsOfALocalPackageAreNotAskedForTests() throws {
    let root = Fixtures.url("Rules/PackageHarnessApps")
    #expect(
      try findings("test-presence", in: root) == [
        "module 'Dashboard' has no test target that depends on it",
        "module 'MeterHost' has no test target that depends on it",
      ])
    let graph = try Pipeline(root: root).load().graph
    #expect(graph.modules.filter(graph.isPackageHarnessApp).map(\.name).sorted() == ["GaugePerf", "GaugeSandbox"])
  }

  /// Before: `MeterTestSupport`, `MeterBenchmark`, `MeterBenchmarks`, `linkCheck` and the fuzzing harness
  /// `FuzzReading` were asked for tests.
  @Test func benchmarksAndHarnessesKeptWithTheTestsAreNotProductCode() throws {
    let root = Fixtures.url("Rules/NotProductCode")
    #expect(try findings("test-presence", in: root) == [])
    let graph = try Pipeline(root: root).load().graph
    let beside = graph.modules.filter { !$0.isTest && graph.isExample($0) }.map(\.name).sorted()
    #expect(beside == ["FuzzReading", "MeterBenchmark", "MeterBenchmarks", "MeterTestSupport", "linkCheck"])
    #expect(!ModuleGraph.isExampleName("Benchmark"))
    #expect(ModuleGraph.isExampleName("NIOPosixBenchmarks"))
    // swift-protobuf's `FuzzTesting` package of `Fuzz*` executables (a held-out app); `Fuzzy` is no fuzzing word.
    for name in ["FuzzTesting", "FuzzBinary", "ParserFuzzer", "Fuzzers"] { #expect(ModuleGraph.isExampleName(name)) }
    for name in ["FuzzyMatch", "Fuzzy"] { #expect(!ModuleGraph.isExampleName(name)) }
  }

  /// Before: `DemoSwiftLibrary` (an example word, then only words of the language and the kind of module) and
  /// `StampTool` (run only by the package's unshipped build-tool plugin) were asked for tests.
  @Test func anExampleLibraryAndABuildStepToolAreNotAskedForTests() throws {
    let root = Fixtures.url("Rules/BuildMachinery")
    let report = try Pipeline(root: root).run()
    #expect(report.findings.filter { $0.ruleID == "test-presence" }.isEmpty)
    let graph = report.graph
    let beside = graph.modules.filter { !$0.isTest && graph.isExample($0) }.map(\.name).sorted()
    #expect(beside == ["DemoSwiftLibrary", "StampTool"])
    #expect(graph.modules.filter(graph.isBuildStepTool).map(\.name) == ["StampTool"])
    // A tool a shipped plugin runs is what the plugin's users get: `WireDocGen` stays product code.
    let wire = try Pipeline(root: Fixtures.url("Rules/ExamplePrograms")).load().graph
    #expect(wire.modules.filter(wire.isBuildStepTool).isEmpty)
  }

  /// Before: `TableKit`, the library of the generators' package `Tools/make-tables` (which declares no products),
  /// was asked for tests. The root package's `Glyphs` is still its product.
  @Test func aNestedPackageWithoutProductsIsATool() throws {
    let report = try Pipeline(root: Fixtures.url("Rules/ProductlessTools")).run()
    #expect(report.findings.filter { $0.ruleID == "test-presence" }.isEmpty)
    let graph = report.graph
    let tools = graph.modules.filter { !$0.isTest && graph.isInToolPackage($0) }.map(\.name).sorted()
    #expect(tools == ["MakeWidthTable", "TableKit"])
    let glyphs = try #require(graph.modules.first { $0.name == "Glyphs" })
    #expect(!graph.isExample(glyphs))
  }

  /// Before: "sources generated at build time by the plugin '_StampPlugin'" for `Gauge`, whose plugin writes a
  /// resource: plumb cannot know what a plugin writes, and `Gauge` has no dependency for the note to be about.
  @Test func aPluginIsNotSaidToWriteSourcesWhereNoDependencyIsLeftUnjudged() throws {
    let report = try Pipeline(root: Fixtures.url("Rules/BuildMachinery")).run()
    #expect(!report.diagnostics.contains { $0.message.contains("_StampPlugin") })
    let gauge = try #require(report.graph.modules.first { $0.name == "Gauge" })
    #expect(gauge.build.sourceGenerators == ["_StampPlugin"])
  }

  /// Before: `PetClient` "never imports" `APIRuntime`, which the code its plugin writes imports.
  @Test func aTargetWithAPluginThatWritesSourcesIsNotJudgedAndSaysSo() throws {
    let root = Fixtures.url("Rules/GeneratedSources")
    let report = try Pipeline(root: root).run()
    #expect(
      report.findings.filter { $0.ruleID == "unused-dependency" }.map(\.message) == [
        "'PetStore' declares a dependency on 'APIRuntime' but its sources never import it or use its types"
      ])
    let notes = report.diagnostics.filter { $0.severity == .note }.map(\.message)
    #expect(
      notes.contains(
        "target 'PetClient' applies the build plugin 'APIGenerator', whose output plumb does not read: sources it "
          + "may write may use any dependency, so the target's dependencies are not judged by unused-dependency"))
    #expect(!notes.contains { $0.contains("SwiftLintBuildToolPlugin") })
    let client = try #require(report.graph.modules.first { $0.name == "PetClient" })
    #expect(client.build.sourceGenerators == ["APIGenerator"])
  }

  /// Before: the copy of `Core` that links each file of the tested `Core` was asked for tests.
  @Test func aModuleBuiltTwiceThroughLinksIsTestedWhenEitherCopyIs() throws {
    let root = Fixtures.url("Rules/LinkedSources")
    #expect(try findings("test-presence", in: root) == [])
    let graph = try Pipeline(root: root).load().graph
    let copy = try #require(graph.modules.first { $0.id.container == "CoreForSwiftPM" })
    #expect(copy.sources == ["Package/Sources/Core/Counter.swift", "Package/Sources/Core/Limit.swift"])
    #expect(copy.resolvedSources == ["Core/Counter.swift", "Core/Limit.swift"])
  }

  /// Before: the package's `MockBackend` was asked for tests: the tested framework of that name compiles two of its
  /// three files, and the project gives the third to the UI-test bundle that tests the framework.
  @Test func aTwinWhoseOtherFilesTheTestsCompileIsTested() throws {
    let root = Fixtures.url("Rules/TwinWithTestFiles")
    #expect(try findings("test-presence", in: root) == [])
    let graph = try Pipeline(root: root).load().graph
    let tests = try #require(graph.modules.first { $0.name == "ChatUITests" })
    #expect(tests.sources.contains("TestTools/MockBackend/Robots/LoginRobot.swift"))
  }

  /// Before: the app compiled the packages' files too (and was no longer only an entry point over the tested
  /// `Catalog`).
  @Test func aPackageInsideASynchronizedFolderIsNotTheAppsSources() throws {
    let root = Fixtures.url("Xcode/SyncedPackages")
    let graph = try Pipeline(root: root).load().graph
    let app = try #require(graph.modules.first { $0.name == "Shelf" })
    #expect(app.sources == ["Shelf/ShelfApp.swift", "Shelf/Views/BookList.swift"])
    #expect(graph.modules.contains { $0.name == "Covers" && $0.kind == .regular })
    #expect(try findings("test-presence", in: root) == ["module 'Covers' has no test target that depends on it"])
    // `Covers` imports `ImageCache`, which only the app declares: Xcode builds it because the app links it.
    #expect(try findings("unused-dependency", in: root) == [])
    #expect(
      try findings("undeclared-import", in: root) == [
        "'Covers' imports 'ImageCache' but does not declare it as a dependency"
      ])
  }

  /// Before: `Scanner`, whose manifest passes `includesTests: false` to the helper that adds a `ScannerTests` target
  /// only when it is true, was asked for tests like `Notes`, which leaves the helper's default alone.
  @Test func aTestTargetTheManifestTurnsOffIsItsOwnChoice() throws {
    let root = Fixtures.url("Generators/TuistTestsTurnedOff")
    let report = try Pipeline(root: root).run()
    let found = report.findings.filter { $0.ruleID == "test-presence" }.sorted { $0.message < $1.message }
    #expect(
      found.map(\.message) == [
        "module 'Notes' has no test target that depends on it",
        "module 'Scanner' has no test target: its manifest turns off the one its helper would add",
      ])
    #expect(found.map(\.severity) == [.warning, .note])
    #expect(found.last?.location == Location(file: "Projects/Scanner/Project.swift", line: 7))
    // `isStatic: false`, written by the manifest too, adds no test target when flipped: nothing is marked by it.
    let graph = report.graph
    #expect(graph.modules.filter { $0.build.testsTurnedOffAt != nil }.map(\.name) == ["Scanner"])
  }
}

/// Code beside the product and one module built twice, as the second held-out round showed them (issue 26, round six):
/// a placeholder app (ios-pass' macOS target), a testing app whose Tuist project is in `Projects/` but whose sources
/// lie in `Tests/TestingApps/` (purchases-ios), a binary-size harness in `script/` (lottie-ios), a Tuist target over
/// the files of a tested SwiftPM target (purchases-ios' `RevenueCatAdMob`), an app and its build variant over the same
/// files (fsnotes' `FSNotes (iCloud)`), the mocks Xcode previews show (cakk-client's `PreviewSupport*` modules). The
/// `Rules/BesideTheProduct` fixture has one of each.
@Suite struct BesideTheProductTests {
  static let root = Fixtures.url("Rules/BesideTheProduct")

  /// Before: `NotesMac`, `Notes (iCloud)`, `PreviewSupportLedger` and (by where it lies) `SizeTest` were asked for
  /// tests beside `Notes`.
  @Test func onlyTheAppIsAskedForTestsAndItsVariantIsNamedInItsFinding() throws {
    let report = try Pipeline(root: Self.root).run()
    let findings = report.findings.filter { $0.ruleID == "test-presence" }
    #expect(findings.map(\.message) == ["module 'Notes' has no test target that depends on it"])
    #expect(
      findings.first?.notes == [
        "add a test target 'NotesTests' with a dependency on 'Notes'",
        "'Notes (iCloud)' compiles the same files: the tests of one test both",
      ])
  }

  /// The testing app, the size harness and the previews' mocks (cakk-client's `PreviewSupportCakeShop`) are code
  /// beside the product (`include-examples` brings them back); the placeholder app has nothing to test either way,
  /// and the Tuist copy of `Ledger` is tested through the package's.
  @Test func includeExamplesBringsBackTheCodeBesideTheProductOnly() throws {
    let configuration = ConfigurationLoader()
      .parse("rules:\n  test-presence:\n    include-examples: true\n", file: "plumb.yml").configuration
    let report = try Pipeline(root: Self.root, configuration: configuration).run()
    #expect(
      report.findings.filter { $0.ruleID == "test-presence" }.map(\.message).sorted() == [
        "module 'LedgerTester' has no test target that depends on it",
        "module 'Notes' has no test target that depends on it",
        "module 'PreviewSupportLedger' has no test target that depends on it",
        "module 'SizeTest' has no test target that depends on it",
      ])
    let graph = report.graph
    let beside = graph.modules.filter { !$0.isTest && graph.isExample($0) }.map(\.name).sorted()
    #expect(beside == ["LedgerTester", "PreviewSupportLedger", "SizeTest"])
    let copy = try #require(graph.modules.first { $0.name == "Ledger" && $0.kind == .framework })
    #expect(copy.sources == ["Sources/Ledger/Ledger.swift"])
  }

  /// Only an entry point over the SDK is a placeholder: the same app importing a module of the codebase is not.
  @Test func aPlaceholderAppIsOnlyAnEntryPointOverTheSDK() throws {
    let scanned = try Pipeline(root: Self.root).loadAndScan()
    let facts = try #require(scanned.sourceFacts)
    let placeholder = try #require(scanned.graph.modules.first { $0.name == "NotesMac" })
    #expect(facts.modules[placeholder.id]?.isPlaceholderApp == true)
    let notes = try #require(scanned.graph.modules.first { $0.name == "Notes" })
    #expect(facts.modules[notes.id]?.isPlaceholderApp == false)
    var overLedger = try #require(facts.modules[placeholder.id])
    let file = Location(file: "NotesMac/NotesMacApp.swift", line: 2)
    overLedger.imports.append(SourceFacts.Import(module: "Ledger", location: file))
    #expect(!overLedger.isPlaceholderApp)
  }
}

/// A source an XcodeGen pre-build script writes (authenticator-ios' `GoogleAuth.pb.swift`, made by `protoc`).
@Suite struct ScriptOutputTests {
  /// Before: `Importer` "never imports" SwiftProtobuf, and the two absent optional sources went unsaid.
  @Test func aSourceABuildScriptMakesIsSaidAndItsTargetIsNotJudged() throws {
    let report = try Pipeline(root: Fixtures.url("Generators/XcodeGen/ScriptOutputs")).run()
    #expect(report.findings.filter { $0.ruleID == "unused-dependency" }.isEmpty)
    #expect(
      report.diagnostics.map(\.message).sorted() == [
        "optional source 'Importer/Generated/Strings.swift' of target 'Importer' is not in the checkout; it is left out",
        "source 'Importer/Generated/Payload.pb.swift' of target 'Importer' is made by its build script 'Protobuf' "
          + "and is not in the checkout: its code is not read, and the target's dependencies are not judged by "
          + "unused-dependency",
      ])
    let importer = try #require(report.graph.modules.first { $0.name == "Importer" })
    #expect(importer.build.sourceGenerators == ["Protobuf"])
  }
}
