import Foundation
import PlumbLoaders
import PlumbModel
import PlumbTestSupport
import Testing

@Suite("Fixture manifests")
struct FixtureManifestTests {
  func read(_ name: String) throws -> PackageManifest {
    try StaticManifestReader().read(
      contentsOf: Fixtures.url("Manifests/\(name)/Package.swift"), displayPath: "\(name)/Package.swift")
  }

  @Test("the unevaluable manifest comes back incomplete, with the warning on the line that reads a file")
  func unevaluable() throws {
    let manifest = try read("Unevaluable")
    #expect(manifest.isIncomplete)
    #expect(manifest.targets.map(\.name) == ["Known", "KnownTests"])
    let warnings = manifest.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == 1)
    #expect(warnings.first?.location == Location(file: "Unevaluable/Package.swift", line: 6, column: 20))
  }

  @Test("environment-dependent manifests are read with the variables unset, and flagged")
  func environment() throws {
    let manifest = try read("EnvironmentConditional")
    #expect(manifest.isIncomplete)
    #expect(manifest.dependencies.map(\.identity) == ["http"])
    #expect(manifest.targets.map(\.name) == ["Client"])
    let lines = manifest.diagnostics.filter { $0.severity == .warning }.compactMap(\.location?.line)
    #expect(lines == [7, 22])
  }

  @Test(
    "every idiom fixture reads completely",
    arguments: [
      "AppendAfterInit", "Basic", "ComputedAndTernary", "CustomPaths", "Dependencies", "DiscardedPackage",
      "EnumModules", "ExtensionShorthands", "HelperFunctions", "IfConfig", "IndexedTargetChange", "LoopOverTargets",
      "MapOverNames",
      "ReferenceSemantics", "Resources", "SameNamedMembers", "TupleClosure", "SourceFolders", "SwitchDefaultBreak",
      "TupleGroups",
      "TargetDependencies", "TargetKinds", "TopLevelConstants", "ToolsVersionLater",
    ])
  func complete(name: String) throws {
    let manifest = try read(name)
    #expect(!manifest.isIncomplete, Comment(rawValue: manifest.diagnostics.map(\.description).joined(separator: "\n")))
    #expect(!manifest.targets.isEmpty)
  }

  /// MxIris-Reverse-Engineering/RuntimeViewer's manifest chooses each dependency with `package(local: LocalSearchPath...,
  /// remote:)`: plumb read only the calls with one `local:` argument; with none or two it said it could not read where
  /// the package dependency comes from.
  @Test("a manifest function's variadic parameter takes none, one or several arguments")
  func variadicHelper() throws {
    let manifest = try read("VariadicHelper")
    #expect(manifest.dependencies.map(\.identity) == ["alpha", "beta", "gamma"])
    #expect(manifest.targets.map(\.name) == ["Core"])
    #expect(manifest.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(manifest.diagnostics)")
    #expect(!manifest.isIncomplete)
  }

  /// passepartout's partout package ends a `switch` with `default: break`, which plumb warned about as a statement
  /// it does not evaluate.
  @Test("a switch case that is only `break` does nothing, without a warning")
  func switchDefaultBreak() throws {
    let manifest = try read("SwitchDefaultBreak")
    #expect(manifest.targets.map(\.name) == ["Notes"])
    #expect(manifest.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(manifest.diagnostics)")
  }

  /// A function whose body is one `switch` returns the value of the case taken (Swift 5.9); a `where` clause narrows
  /// its case, and `.studio()` keeps the associated value's default, so `.studio(annotations: true)` does not match.
  @Test("a switch body returns its case's value, with where clauses and defaulted associated values")
  func switchWhereClause() throws {
    let manifest = try read("SwitchWhereClause")
    #expect(manifest.targets.map(\.name) == ["Reader", "Shelf"])
    #expect(manifest.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(manifest.diagnostics)")
  }

  /// blinksh/blink's `xcfs` manifest makes its package with `_ = Package(...)`: a `Package` registers itself when it
  /// is made, so SwiftPM reads it as any other; plumb said "no `Package(...)` found" and named it after its folder.
  @Test("a package made and discarded with `_ =` is the manifest's package")
  func discardedPackage() throws {
    let manifest = try read("DiscardedPackage")
    #expect(manifest.name == "Relay")
    #expect(manifest.targets.map(\.name) == ["Relay"])
    #expect(manifest.diagnostics.isEmpty, "\(manifest.diagnostics)")
  }

  /// blinksh/blink's `xcfs` manifest maps a list of `(name, checksum, url)` tuples with `{ name, checksum, url in ...
  /// }`; plumb bound the whole tuple to `name` and could read none of the seventeen binary targets.
  @Test("a closure of several parameters takes a tuple's elements one each")
  func tupleClosure() throws {
    let manifest = try read("TupleClosure")
    #expect(manifest.targets.map(\.name) == ["Shell", "Awk", "Tar"])
    #expect(manifest.diagnostics.isEmpty, "\(manifest.diagnostics)")
  }

  @Test("IfConfig takes the Linux branches and records each choice")
  func ifConfigChoices() throws {
    let manifest = try read("IfConfig")
    #if os(Linux)
      #expect(
        manifest.targets.map(\.name) == ["LinuxSupport", "PortableNetworking", "Modern", "Legacy", "App", "AppTests"])
    #endif
    #expect(manifest.diagnostics.filter { $0.severity == .note }.count == 5)
  }

  /// swift-testing's `#if DEBUG` around a product: SwiftPM compiles a manifest with no `-D` flag, in a debug build
  /// too (checked with `dump-package`, which the oracle compares this fixture with). The notes say why a flag's
  /// branch is not taken.
  @Test("a manifest is compiled with no -D flag, and the notes say so")
  func compilerFlags() throws {
    let manifest = try read("CompilerFlags")
    #if os(Linux)
      #expect(manifest.targets.map(\.name) == ["NoPackageFlag", "Foundational", "LinuxOnly", "ModernCompiler"])
    #endif
    let notes = manifest.diagnostics.filter { $0.severity == .note }.map(\.description)
    #expect(notes.count == 5)
    let debug = try #require(notes.first)
    #expect(debug.hasPrefix("CompilerFlags/Package.swift:9"))
    #expect(debug.contains("no branch taken") && debug.hasSuffix("; 'DEBUG' is not defined when a manifest is compiled)"))
    #expect(notes.filter { $0.contains("'SWIFT_PACKAGE' is not defined") }.count == 1)
    #expect(notes.filter { $0.contains("'DEBUG' is not defined") }.count == 2)
    #expect(!notes.contains { $0.contains("'Foundation'") || $0.contains("'Linux'") })
  }

  /// swift-testing's `Target.isTest` and `appendFeatureFlags()`: a computed property and a `mutating` method the
  /// manifest adds to PackageDescription's and the standard library's types. Before, `!target.isTest` could not be
  /// evaluated ("cannot apply '!' to nil"), nor the method ("cannot evaluate '.appendLogging(...)'").
  @Test("computed properties and mutating methods of the manifest's own extensions are evaluated")
  func extensionHelpers() throws {
    let manifest = try read("ExtensionHelpers")
    let dependencies = Dictionary(
      uniqueKeysWithValues: manifest.targets.map { ($0.name, $0.dependencies.map(\.name)) })
    #expect(dependencies["App"] == ["Core", "Logging"])
    #expect(dependencies["AppTests"] == ["Core"])
    #expect(dependencies["SnapshotTests"] == ["Core"])
    #expect(manifest.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(manifest.diagnostics)")
  }

  /// facebook-ios-sdk names each module once, as a static member of the same name on `Product`, `Target`,
  /// `Target.Dependency` and `String`. plumb read the name in `library(name: .basics, targets: [.basics])` as the
  /// product itself, and did not know `library` called unqualified in `extension Product`.
  @Test("a name's static member is read by the type its place expects")
  func sameNamedMembers() throws {
    let manifest = try read("SameNamedMembers")
    #expect(manifest.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(manifest.diagnostics)")
    #expect(manifest.products.map(\.name) == ["Engine", "Widgets", "Toolkit"])
    #expect(manifest.products.map(\.targets) == [
      ["Engine", "BundledEngine"], ["Widgets", "BundledWidgets", "Engine"], ["Toolkit", "Widgets", "Engine"],
    ])
    let dependencies = Dictionary(
      uniqueKeysWithValues: manifest.targets.map { ($0.name, $0.dependencies.map(\.name)) })
    #expect(dependencies == [
      "Engine": ["BundledEngine"], "Widgets": ["Engine", "BundledWidgets"], "Toolkit": ["Engine", "Widgets"],
      "BundledEngine": [], "BundledWidgets": ["BundledEngine"], "EngineTests": ["Engine", "Toolkit"],
    ])
  }

  @Test("targets built by helper functions are declared where the helper is called")
  func helperCallSites() throws {
    let manifest = try read("HelperFunctions")
    #expect(manifest.target(named: "Timer")?.location?.line == 26)
    #expect(manifest.target(named: "TimerTests")?.location?.line == 26)
    #expect(manifest.target(named: "Alarm")?.location?.line == 27)
    #expect(manifest.target(named: "_Diagnostics")?.location?.line == 28)
    let search = try read("ExtensionShorthands").target(named: "Search")
    #expect(search?.location?.line == 37)
  }

  @Test("shorthand dependencies point at the line that uses them")
  func shorthandLocations() throws {
    let manifest = try read("ExtensionShorthands")
    let design = try #require(manifest.target(named: "DesignSystem"))
    #expect(design.dependencies.map(\.kind) == [.target("Core")])
    #expect(design.dependencies.first?.location?.line == 36)
    let search = try #require(manifest.target(named: "Search"))
    #expect(search.path == "Features/Search")
    #expect(
      search.dependencies.map(\.kind) == [
        .target("Core"), .target("DesignSystem"), .product(name: "Tagged", package: "tagged"),
      ])
    #expect(search.dependencies.last?.condition == BuildCondition(platforms: ["ios"]))
  }
}

@Suite("Damaged manifests")
struct DamagedManifestTests {
  /// Every fixture manifest cut short at many points: each prefix must read without crashing, keep what it can
  /// and say that it is incomplete.
  @Test("truncated manifests never crash the reader", arguments: Fixtures.manifestCases())
  func truncated(folder: URL) throws {
    let manifestURL = try #require(PackageDiscovery().manifest(in: folder))
    let source = try String(contentsOf: manifestURL, encoding: .utf8)
    let characters = Array(source)
    var cut = 0
    while cut < characters.count {
      let manifest = StaticManifestReader().read(
        source: String(characters[..<cut]), displayPath: "Package.swift", packageDirectory: folder)
      if manifest.targets.isEmpty { #expect(manifest.isIncomplete || !manifest.diagnostics.isEmpty || cut == 0) }
      cut += 23
    }
  }
}

@Suite("Target source resolution")
struct TargetSourceResolverTests {
  let root = Fixtures.url("Manifests")

  func resolve(_ package: String, _ target: String) throws -> TargetSourceResolver.Resolution {
    let folder = root.appendingPathComponent(package)
    let manifest = try StaticManifestReader().read(
      contentsOf: folder.appendingPathComponent("Package.swift"), displayPath: "Package.swift")
    let declaration = try #require(manifest.target(named: target))
    return TargetSourceResolver(root: root).resolve(declaration, packageDirectory: folder)
  }

  @Test("custom path with exclusions")
  func exclude() throws {
    let engine = try resolve("CustomPaths", "Engine")
    #expect(engine.path == "CustomPaths/Code/Engine")
    #expect(engine.sources == ["CustomPaths/Code/Engine/Engine.swift", "CustomPaths/Code/Engine/Generated/New.swift"])
  }

  @Test("sources: keeps only the listed files and folders")
  func sourcesList() throws {
    let parser = try resolve("CustomPaths", "Parser")
    #expect(parser.sources == ["CustomPaths/Code/Parser/Grammar/Rules.swift", "CustomPaths/Code/Parser/Lexer.swift"])
  }

  @Test("default folder, nested files, hidden and non-Swift files skipped")
  func defaultFolder() throws {
    let defaults = try resolve("CustomPaths", "Defaults")
    #expect(defaults.path == "CustomPaths/Sources/Defaults")
    #expect(
      defaults.sources == [
        "CustomPaths/Sources/Defaults/Defaults.swift", "CustomPaths/Sources/Defaults/Nested/Deep.swift",
      ])
  }

  @Test("without Sources/, the first predefined folder that exists is used; tests in Tests/, plugins in Plugins/")
  func predefinedFolders() throws {
    #expect(try resolve("SourceFolders", "Legacy").sources == ["SourceFolders/Source/Legacy/Legacy.swift"])
    #expect(try resolve("SourceFolders", "legacy-tool").path == "SourceFolders/Source/legacy-tool")
    #expect(
      try resolve("SourceFolders", "LegacyTests").sources == ["SourceFolders/Tests/LegacyTests/LegacyTests.swift"])
    #expect(try resolve("SourceFolders", "Formatter").sources == ["SourceFolders/Plugins/Formatter/Formatter.swift"])
  }

  /// peripheryapp/periphery's test project puts an `import` above its `// swift-tools-version: 6.0`; plumb read no
  /// tools version, so the 5.9 layout (a single test target in `Tests/` itself) did not apply and it warned that
  /// the folder `Tests/Tests` does not exist.
  @Test("a tools version after a header still allows the single-target folders Sources/ and Tests/")
  func toolsVersionOnLaterLine() throws {
    let folder = root.appendingPathComponent("ToolsVersionLater")
    let manifest = try StaticManifestReader().read(
      contentsOf: folder.appendingPathComponent("Package.swift"), displayPath: "Package.swift")
    #expect(manifest.toolsVersion == "6.0.0")
    let resolver = TargetSourceResolver(root: root)
    let library = try #require(manifest.target(named: "Tally"))
    let tests = try #require(manifest.target(named: "TallyTests"))
    let resolvedLibrary = resolver.resolve(library, packageDirectory: folder, in: manifest)
    #expect(resolvedLibrary.sources == ["ToolsVersionLater/Sources/Counter.swift"])
    let resolvedTests = resolver.resolve(tests, packageDirectory: folder, in: manifest)
    #expect(resolvedTests.folderExists)
    #expect(resolvedTests.sources == ["ToolsVersionLater/Tests/CounterTests.swift"])
  }

  @Test("files below a target's resources are not its sources, whatever their extension")
  func resourcesAreNotSources() throws {
    let manifest = try StaticManifestReader().read(
      contentsOf: root.appendingPathComponent("Resources/Package.swift"), displayPath: "Package.swift")
    #expect(manifest.targets.map(\.resources) == [["Assets", "Templates/Page.swift"], ["Expected"]])
    #expect(
      try resolve("Resources", "Renderer").sources == [
        "Resources/Sources/Renderer/Renderer.swift", "Resources/Sources/Renderer/Templates/Helpers.swift",
      ])
    #expect(try resolve("Resources", "RendererTests").sources == ["Resources/Tests/RendererTests/RendererTests.swift"])
  }

  @Test("binary and system library targets have no Swift sources; a downloaded binary has no folder")
  func nonSwiftTargets() throws {
    #expect(try resolve("TargetKinds", "CZlib").sources.isEmpty)
    #expect(try resolve("TargetKinds", "Downloaded").path == nil)
    #expect(try resolve("TargetKinds", "Prebuilt").path == "TargetKinds/Frameworks/Prebuilt.xcframework")
    #expect(try resolve("TargetKinds", "Macros").sources == ["TargetKinds/Sources/Macros/Macros.swift"])
  }
}

@Suite("Swift 3 manifests")
struct Swift3ManifestTests {
  /// A manifest of the Swift 3 API (gibachan/CleanArchitecture's kind) was not read at all: `Target(name:)` and
  /// `.Package(url:majorVersion:)` were unknown calls, and plumb stopped with "nothing could be analysed".
  @Test func theTargetsAreTheFoldersAndTheDependenciesTheirMajorVersions() throws {
    let manifest = try StaticManifestReader().read(
      contentsOf: Fixtures.url("Manifests/Swift3/Package.swift"), displayPath: "Swift3/Package.swift")
    #expect(!manifest.isIncomplete, Comment(rawValue: manifest.diagnostics.map(\.description).joined(separator: "\n")))
    #expect(manifest.targets.map(\.name) == ["Ledger", "LedgerTool", "LedgerTests"])
    #expect(manifest.targets.map(\.kind) == [.regular, .regular, .test])
    #expect(manifest.targets[1].dependencies.count == 1)
    #expect(manifest.dependencies.map(\.identity) == ["tint", "args"])
    #expect(manifest.dependencies.map(\.requirement) == [
      .range(lowerBound: "2.0.0", upperBound: "3.0.0"), .range(lowerBound: "1.4.0", upperBound: "1.5.0"),
    ])
    #expect(manifest.diagnostics.contains { $0.severity == .note && $0.message.contains("Swift 3 manifest") })
  }
}

/// What a manifest prints when it runs is no part of the package (swift-foundation's benchmarks manifest prints the
/// configuration it chose).
@Suite struct PrintingManifestTests {
  /// Before: "unknown function 'print'" and "unknown function 'debugPrint'", and the description was evaluated.
  @Test func printIsSkippedSilently() throws {
    let manifest = try StaticManifestReader().read(
      contentsOf: Fixtures.url("Manifests/Printing/Package.swift"), displayPath: "Printing/Package.swift")
    #expect(manifest.diagnostics.map(\.message) == [])
    #expect(!manifest.isIncomplete)
    #expect(manifest.targets.map(\.name) == ["Meters", "MetersTests"])
  }
}
