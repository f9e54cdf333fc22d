import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Reading XcodeGen specs (`project.yml`) into the projects XcodeGen would generate, without running it.
@Suite struct XcodeGenSpecTests {
  static let shop = Fixtures.url("Generators/XcodeGen/Shop")
  static let problems = Fixtures.url("Generators/XcodeGen/Problems")

  private func read(_ root: URL) -> ProjectSpecReading {
    XcodeGenSpecReader.read(root: root, tree: FileTree(root: root.path))
  }

  private func edges(_ graph: ModuleGraph) -> [String] {
    graph.dependencies.map { dependency in
      let kind: String
      switch dependency.kind {
      case .target: kind = "target"
      case .product(let package, let product): kind = "product \(package)/\(product)"
      case .pod(let name): kind = "pod \(name)"
      case .importOnly: kind = "import"
      }
      return "\(dependency.from) -> \(dependency.to) (\(kind)) at \(dependency.location?.description ?? "?")"
    }.sorted()
  }

  /// A spec under another name (`project-vault.yml`, passed to `xcodegen --spec`) is known by its keys; the file it
  /// includes is a part of it, and another tool's YAML with a `name` and `targets` is not a spec.
  @Test func readsASpecUnderAnotherNameKnownByItsKeys() throws {
    let root = Fixtures.url("Generators/XcodeGen/NamedSpec")
    let workspace = try WorkspaceLoader().load(root: root)
    #expect(
      workspace.graph.containers.filter { $0.kind == .xcodeGen }
        == [Container(name: "Vault.xcodeproj", kind: .xcodeGen, path: "project-vault.yml")])
    #expect(
      workspace.graph.modules.map { "\($0.id) \($0.sources)" } == [
        "Vault.xcodeproj/Vault [\"Vault/VaultApp.swift\"]", "Vault.xcodeproj/VaultKit [\"VaultKit/Vault.swift\"]",
        "Vault.xcodeproj/VaultTests [\"VaultTests/VaultTests.swift\"]",
      ])
    // Nothing is missing, so the ignored projects are no problem.
    #expect(workspace.diagnostics.map(\.description) == [])
  }

  /// The look that dismisses most YAML and JSON files before they are parsed is taken at their bytes: it keeps every
  /// file the look at their text keeps (the words anywhere: first, last, beside other scripts) and no file that
  /// look dismisses when the words are whole.
  @Test func candidateFilesAreLookedAtAsBytes() {
    let texts = [
      "include: [base.yml]", "name: Shop\ntargets:\n  Shop: {}", "{\"targets\": {}, \"name\": \"Café\"}",
      "ダ include", "xinclude", "name: Shop\nsettings: {}", "targets: {}", "inclu", "nam targets", "", "name",
      "названиеtargets name",
    ]
    for text in texts {
      let look = text.contains("include") || (text.contains("name") && text.contains("targets"))
      #expect(XcodeGenNamedSpecs.Documents.mayName(Data(text.utf8)) == look, "\(text)")
    }
    #expect(XcodeGenNamedSpecs.Documents.mayName(Data([0xFF, 0xFE] + Array("include".utf8))))
  }

  /// A spec whose project is neither committed nor git-ignored, beside a committed project of another name that
  /// compiles the same folders, is left behind: its targets (and their old dependencies) are not read, a note says
  /// so once. Ignored, its project is one the team generates, and the spec is read as usual.
  /// A candidate file is parsed once per path and contents in a process (`plumb history` loads every revision, whose
  /// YAML and JSON files are mostly the last one's): the same again is not parsed, other contents or another path
  /// are, and a memo at its capacity starts over.
  @Test func aCandidateIsParsedOncePerPathAndContents() throws {
    let parsed = ProcessMemo<XcodeGenNamedSpecs.Documents.ParsedKey, XcodeGenNode?>(
      capacity: XcodeGenNamedSpecs.Documents.parsedCapacity)
    var parses = 0
    func value(_ path: String, _ text: String) -> XcodeGenNode? {
      parsed.value(for: .init(path: path, hash: ContentHash(of: text))) {
        parses += 1
        return try? XcodeGenNode.parse(text, file: path)
      }
    }
    let spec = "name: App\ntargets:\n  App:\n    type: application\n"
    #expect(value("project.yml", spec)?["name"]?.string == "App")
    #expect(value("project.yml", spec)?["name"]?.string == "App")
    #expect(parses == 1)
    _ = value("other.yml", spec)
    _ = value("project.yml", spec + "options: {}\n")
    #expect(parses == 3)
    for index in 0..<XcodeGenNamedSpecs.Documents.parsedCapacity { _ = value("filler\(index).yml", "") }
    _ = value("project.yml", spec)
    #expect(parses == 4 + XcodeGenNamedSpecs.Documents.parsedCapacity)
  }

  @Test func setsAsideASpecLeftBehindBesideTheCommittedProject() throws {
    let fixture = Fixtures.url("Generators/XcodeGen/LeftBehindSpec")
    let workspace = try WorkspaceLoader().load(root: fixture)
    #expect(workspace.graph.containers.filter { $0.kind == .xcodeGen } == [])
    #expect(
      workspace.graph.modules.filter { $0.id.container.hasSuffix(".xcodeproj") }.map(\.id.description).sorted() == [
        "Garden.xcodeproj/Garden", "Garden.xcodeproj/GardenKit", "Garden.xcodeproj/Sprinkler",
      ])
    // The spec's Soil target compiled what is now a local package's folder: SwiftPM builds it.
    #expect(
      workspace.diagnostics.map(\.description) == [
        "project.yml:4: note: this XcodeGen spec makes Garden-Next.xcodeproj, which is neither committed nor "
          + "git-ignored, while the committed Garden.xcodeproj compiles the same folders (3 of the spec's 4 Swift "
          + "files, 1 more in local packages): the spec is taken as left behind, and its targets are not read"
      ])

    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-left-behind-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(at: fixture, to: copy)
    try "Garden-Next.xcodeproj\n".write(
      to: copy.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
    let generated = read(copy)
    #expect(generated.projects.map(\.fileName) == ["Garden-Next.xcodeproj"])
    #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
  }

  /// A spec with no `name` of its own that includes the default spec takes the name from it, and makes the same
  /// project with more: it is read (its debug panel is a target, not a folder module), and the included spec as a
  /// part of it, with a note naming both. A spec whose name cannot be found at all says so.
  @Test func readsTheSpecThatIncludesTheDefaultOneForTheSameProject() throws {
    let root = Fixtures.url("Generators/XcodeGen/IncludedName")
    let workspace = try WorkspaceLoader().load(root: root)
    #expect(
      workspace.graph.containers.filter { $0.kind == .xcodeGen }
        == [Container(name: "Lantern.xcodeproj", kind: .xcodeGen, path: "project_dev.yml")])
    #expect(
      workspace.graph.modules.map(\.id.description).sorted() == [
        "Lantern.xcodeproj/DevPanel", "Lantern.xcodeproj/Lantern", "Lantern.xcodeproj/Wick",
      ])
    #expect(
      edges(workspace.graph) == [
        "Lantern.xcodeproj/DevPanel -> Lantern.xcodeproj/Wick (target) at project_dev.yml:12",
        "Lantern.xcodeproj/Lantern -> Lantern.xcodeproj/DevPanel (target) at project_dev.yml:6",
        "Lantern.xcodeproj/Lantern -> Lantern.xcodeproj/Wick (target) at project.yml:12",
      ])
    #expect(
      workspace.diagnostics.map(\.description) == [
        "Extras/extras.yml:2: note: this file is shaped like an XcodeGen spec, but has no 'name' (XcodeGen requires "
          + "one), neither its own nor through its includes: it is not read",
        "project.yml:3: note: project_dev.yml includes this XcodeGen spec and makes the same project 'Lantern' with "
          + "more in it; project_dev.yml is read, and this one as a part of it",
      ])
  }

  @Test func loadsTheSpecThroughTheWorkspaceLoader() throws {
    let workspace = try WorkspaceLoader().load(root: Self.shop)
    let graph = workspace.graph
    #expect(graph.containers.contains(Container(name: "Shop.xcodeproj", kind: .xcodeGen, path: "project.yml")))
    let xcodeGenModules = graph.modules.filter { $0.id.container == "Shop.xcodeproj" }
    #expect(
      xcodeGenModules.map(\.id.name).sorted() == [
        "Analytics", "Shop", "ShopKit", "ShopTests", "ShopWidget", "Sync_iOS", "Sync_macOS",
      ])
    #expect(
      edges(graph) == [
        "Shop.xcodeproj/Analytics -> external:swift-logging/Logging (product swift-logging/Logging) at shared/analytics.yml:8",
        "Shop.xcodeproj/Shop -> Core/CoreModels (product core/CoreModels) at project.yml:34",
        "Shop.xcodeproj/Shop -> Shop.xcodeproj/Analytics (target) at shared/analytics.yml:11",
        "Shop.xcodeproj/Shop -> Shop.xcodeproj/ShopKit (target) at project.yml:31",
        "Shop.xcodeproj/Shop -> Shop.xcodeproj/ShopWidget (target) at project.yml:33",
        "Shop.xcodeproj/Shop -> Shop.xcodeproj/Sync_iOS (target) at project.yml:32",
        "Shop.xcodeproj/Shop -> external:swift-logging/Logging (product swift-logging/Logging) at project.yml:36",
        "Shop.xcodeproj/ShopTests -> Shop.xcodeproj/Shop (target) at project.yml:59",
      ])
    // The local package is a package of the workspace, not folder modules; the mock the template excludes is no
    // folder module either.
    #expect(graph.modules.contains { $0.id == ModuleID(container: "Core", name: "CoreModels") })
    #expect(!graph.modules.contains { $0.id.container == InferredModules.container.name })
    #expect(workspace.diagnostics.filter { $0.severity != .note }.isEmpty, "\(workspace.diagnostics)")
  }

  @Test func readsTargetsSourcesAndLinesFromTheSpecAndItsInclude() throws {
    let reading = read(Self.shop)
    let project = try #require(reading.projects.first)
    #expect(project.fileName == "Shop.xcodeproj")
    #expect(project.path == "Shop.xcodeproj")
    #expect(project.format == .xcodeGen)
    #expect(project.specPath == "project.yml")
    #expect(reading.generatedProjects == ["Shop.xcodeproj": "project.yml"])
    #expect(reading.specFiles == ["project.yml", "shared/analytics.yml"])
    #expect(reading.leftOutSources == ["ShopKit/Mocks/CartMock.swift"])

    let shop = try #require(project.target(named: "Shop"))
    #expect(shop.productType == "com.apple.product-type.application")
    #expect(shop.sources == ["App/AppDelegate.swift"])
    #expect(shop.line == 23)
    #expect(shop.file == nil)
    #expect(shop.build.platforms == ["iOS"])
    // `$(inherited)` is the project's debug preset.
    #expect(shop.build.definedConditions == ["DEBUG", "STORE"])
    #expect(shop.packageProducts.map(\.productName) == ["CoreModels", "Logging"])
    #expect(shop.packageProducts.first?.package == .local(path: "Packages/Core"))
    #expect(
      shop.packageProducts.last?.package
        == .remote(url: "https://github.com/example/swift-logging.git", requirement: "upToNextMajorVersion 1.4.0"))

    // Declared in the included file, with paths relative to it.
    let analytics = try #require(project.target(named: "Analytics"))
    #expect(analytics.file == "shared/analytics.yml")
    #expect(analytics.line == 3)
    #expect(analytics.sources == ["shared/Analytics/Tracker.swift"])
  }

  @Test func appliesTemplatesAndExpandsMultiPlatformTargets() throws {
    let project = try #require(read(Self.shop).projects.first)
    // From the `Library` template, with `${target_name}` replaced and the mock excluded.
    let kit = try #require(project.target(named: "ShopKit"))
    #expect(kit.productType == "com.apple.product-type.framework")
    #expect(kit.sources == ["ShopKit/Cart.swift"])
    #expect(kit.build.moduleName == "Kit")
    #expect(kit.productFileName == "ShopKit.framework")

    let iOS = try #require(project.target(named: "Sync_iOS"))
    let macOS = try #require(project.target(named: "Sync_macOS"))
    #expect(iOS.sources == ["Sync/Sync.swift", "Sync/iOS/SyncIOS.swift"])
    #expect(macOS.sources == ["Sync/Sync.swift", "Sync/macOS/SyncMac.swift"])
    #expect(iOS.build.platforms == ["iOS"])
    #expect(macOS.build.platforms == ["macOS"])
    // Both copies build the module `Sync`.
    #expect(iOS.build.moduleName == "Sync")
    #expect(macOS.build.moduleName == "Sync")
  }

  /// minvws/nl-covid19-coronacheck-app-ios builds its app as `CTR.app` in the configurations that set
  /// `PRODUCT_NAME: CTR`, and its tests' `TEST_HOST` names that product; plumb took the base product name alone and
  /// said no target builds the host.
  @Test func aTestHostMayNameAnyConfigurationsProduct() throws {
    let root = Fixtures.url("Generators/XcodeGen/ConfiguredProductName")
    let project = try #require(read(root).projects.first)
    let app = try #require(project.target(named: "Wallet"))
    #expect(app.productFileName == "Wallet.app")
    #expect(app.configuredProductNames == ["Wallet", "Pass"])
    #expect(project.target(named: "WalletTests")?.testHostProductName == "Pass")
    let workspace = try WorkspaceLoader().load(root: root)
    #expect(
      workspace.diagnostics.filter { $0.message.contains("is hosted by") }.map(\.description) == [
        "project.yml:28: warning: test target 'ArchiveTests' is hosted by 'Archive.app', which no target of the "
          + "project builds"
      ])
  }

  @Test func findsTheTestHostAndTheWidget() throws {
    let project = try #require(read(Self.shop).projects.first)
    let tests = try #require(project.target(named: "ShopTests"))
    #expect(tests.testHostProductName == "Shop")
    #expect(tests.kind == .unitTest)
    // An optional source that is not there is no problem.
    #expect(tests.sources == ["ShopTests/ShopTests.swift"])
    let widget = try #require(project.target(named: "ShopWidget"))
    #expect(widget.kind == .widget)
  }

  @Test func reportsWhatItCannotReadAtTheSpecsLines() {
    let reading = read(Self.problems)
    let messages = reading.diagnostics.map { "\($0.location?.description ?? "") \($0.severity.rawValue): \($0.message)" }
    let expected = [
      "project.yml:6 warning: target 'Good' uses template 'Absent', which 'targetTemplates' does not define; it is left out",
      "project.yml:9 warning: target 'Good' links package 'Nowhere', which 'packages' does not declare (XcodeGen leaves it out); the edge is left out",
      "project.yml:10 warning: target 'Good' depends on 'Other/Thing', but 'projectReferences' has no project 'Other'; the edge is left out",
      "project.yml:12 warning: target 'Untyped' has no 'type'; it is left out",
      "project.yml:15 warning: target 'Gizmo' has type 'gizmo', which XcodeGen does not know; it is left out",
      "project.yml:21 warning: source 'Missing' of target 'Lost' does not exist (XcodeGen would stop here); it is left out",
      "project.yml:26 note: source '${GENERATED_ROOT}/Envy' of target 'Envy' names an environment variable, which plumb does not know; it is left out",
      "Tooling/project.yml:2 note: this project.yml declares no 'targets' nor other XcodeGen keys: it is not an XcodeGen spec, and is not read as one",
    ]
    for message in expected { #expect(messages.contains(message), "\(messages)") }
    #expect(
      messages.contains { $0.hasPrefix("Broken/project.yml:6") && $0.contains("cannot read the XcodeGen spec: invalid YAML") },
      "\(messages)")
    #expect(reading.unreadFolders == ["Broken"])
    #expect(reading.projects.map(\.fileName) == ["Problems.xcodeproj"])
    #expect(reading.projects.first?.targets.map(\.name) == ["Envy", "Good", "Lost"])
  }

  @Test func aBrokenSpecLeavesItsFolderOutOfTheFolderFallback() throws {
    let workspace = try WorkspaceLoader().load(root: Self.problems)
    let sources = Set(workspace.graph.modules.flatMap(\.sources))
    #expect(!sources.contains("Broken/Code/Broken.swift"))
    // Not a spec: its folder's code is read as usual.
    #expect(sources.contains("Tooling/Tool.swift"))
  }

  @Test func linksTransitivelyAsTheGeneratedProjectDoes() throws {
    let project = try #require(read(Fixtures.url("Generators/XcodeGen/Linking")).projects.first)
    let app = try #require(project.target(named: "App"))
    // Core and Charts come through Feature (at its line); Media, which Feature embeds itself, does not.
    #expect(app.dependencies.map { "\($0.targetName):\($0.line)" } == ["Feature:16", "Core:16"])
    #expect(app.packageProducts.map { "\($0.productName):\($0.line)" } == ["Charts:16"])
    let feature = try #require(project.target(named: "Feature"))
    #expect(feature.dependencies.map(\.targetName) == ["Core", "Media"])
  }

  /// A `framework:` that no target builds (a release's prebuilt `Charts.xcframework`, not `implicit`) declares the
  /// module its file is named for, as a prebuilt framework an Xcode project links does; a static library does not.
  @Test func aPrebuiltFrameworkDeclaresTheModuleItIsNamedFor() throws {
    let project = try #require(read(Fixtures.url("Generators/XcodeGen/Prebuilt")).projects.first)
    let checker = try #require(project.target(named: "Checker"))
    #expect(checker.build.linkedBinaryModules == ["Charts", "Gauge_Kit"])
    #expect(checker.dependencies.isEmpty)
  }

  /// `carthage: Name` links Carthage's `Name.framework`, which declares the module of its name, and with
  /// `findFrameworks` every framework Carthage's `.Name.version` lists (issue 26, held-out set eleven: the Carthage
  /// spec of a vendored RxRealm, whose `carthage: RxSwift` imports were errors). An `sdk:` framework is the system's.
  @Test func aCarthageDependencyDeclaresTheModulesOfItsFrameworks() throws {
    let project = try #require(read(Fixtures.url("Generators/XcodeGen/CarthageDependencies")).projects.first)
    #expect(project.target(named: "Ledger")?.build.linkedBinaryModules == ["Pulse", "Signal", "SignalUI"])
    #expect(project.target(named: "LedgerTests")?.build.linkedBinaryModules == ["Pulse"])
    #expect(project.target(named: "LedgerTests")?.dependencies.map(\.targetName) == ["Ledger"])
    #expect(project.target(named: "Audit")?.build.linkedBinaryModules == nil)
  }

  /// Two specs that include one file (two apps sharing their frameworks' targets) read it each: a problem of that
  /// file is said once, not once per spec.
  @Test func aProblemOfAnIncludedFileIsSaidOnce() throws {
    let reading = read(Fixtures.url("Generators/XcodeGen/SharedInclude"))
    #expect(reading.projects.map(\.fileName).sorted() == ["Diary.xcodeproj", "Mail.xcodeproj"])
    #expect(
      reading.diagnostics.map { "\($0.location?.description ?? "") \($0.severity.rawValue): \($0.message)" } == [
        "Shared/common.yml:8 warning: source '../Shared/Sealed/sealed.c' of target 'Vault' does not exist (XcodeGen "
          + "would stop here); it is left out"
      ])
  }

  /// A source whose letter case differs from the file's (`NOTES.MD` for `Notes.md`) is that file on macOS, where
  /// XcodeGen runs: it is read from there, with the note an Xcode project's case mismatch gets.
  @Test func aSourceThatDiffersOnlyInCaseIsTheFileOnDisk() throws {
    let reading = read(Fixtures.url("Generators/XcodeGen/Prebuilt"))
    #expect(
      reading.diagnostics.map { "\($0.location?.description ?? "") \($0.severity.rawValue): \($0.message)" } == [
        "project.yml:10 note: source 'NOTES.MD' of target 'Checker' is Notes.md on disk (macOS file systems ignore "
          + "case); read from there"
      ])
    #expect(reading.projects.first?.target(named: "Checker")?.sources == ["Checker/Check.swift"])
  }

  @Test func readsAJSONSpec() throws {
    let project = try #require(read(Fixtures.url("Generators/XcodeGen/Json")).projects.first)
    #expect(project.specPath == "project.json")
    let notes = try #require(project.target(named: "Notes"))
    #expect(notes.line == 4)
    #expect(notes.sources == ["Notes/Note.swift"])
    #expect(notes.build.platforms == ["macOS"])
    #expect(notes.packageProducts.map { "\($0.productName):\($0.line)" } == ["Markdown:9"])
  }

  @Test func anAliasBombIsRefusedNotExpanded() {
    // Ten levels of ten aliases stand for ten billion values in a few hundred characters.
    var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in 1...10 {
      let previous = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      lines.append("a\(level): &a\(level) [\(previous)]")
    }
    #expect(throws: XcodeGenNode.TooLarge.self) { try XcodeGenNode.parse(lines.joined(separator: "\n"), file: "project.yml") }
  }

  @Test func mergesAsXcodeGenMerges() throws {
    let yaml = """
      a: {x: 1, list: [1]}
      b: 1
      """
    let top = """
      a: {y: 2, list: [2]}
      b:REPLACE: 3
      """
    let base = try #require(try XcodeGenNode.parse(yaml, file: "base.yml"))
    let over = try #require(try XcodeGenNode.parse(top, file: "top.yml"))
    let merged = over.merged(onto: base)
    #expect(merged["a"]?["x"]?.string == "1")
    #expect(merged["a"]?["y"]?.string == "2")
    #expect(merged["a"]?["list"]?.strings == ["1", "2"])
    #expect(merged["b"]?.string == "3")
    #expect(merged["a"]?["list"]?.sequence?.map(\.file) == ["base.yml", "top.yml"])
  }
}
