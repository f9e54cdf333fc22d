import Testing

@testable import PlumbModel

/// Which modules are example, demo, sample or integration apps beside the code they show.
@Suite struct ExampleModulesTests {
  @Test func namesMadeOfAnExampleWordAndAppWords() {
    for name in [
      "Examples", "Demo", "NukeDemo", "DemoApp", "iOS Example", "iOSExample", "SampleApp", "sample-app", "Playgrounds",
      "Integration", "IntegrationApp", "AlamofireExample.xcodeproj", "UIKitDemo", "Showcase", "DeltaPreviews",
      "PreviewSupportCakeShop", "Preview Content", "SearchPreviewMocks", "ExampleSwiftLibrary", "SampleKit",
      "DemoFramework", "example-swift-lib",
    ] {
      #expect(ModuleGraph.isExampleName(name), "\(name)")
    }
    for name in [
      "SampleRate", "FirebaseIntegration", "Core", "Demographics", "ExampleTests", "Sampler", "iOS", "PreviewKit",
      "LinkPreview", "PreviewRenderer", "SampleRateKit", "ExampleParserLibrary",
    ] {
      #expect(!ModuleGraph.isExampleName(name), "\(name)")
    }
  }

  @Test func aModuleInAnExampleFolderOrProject() {
    let graph = ModuleGraph(
      containers: [Container(name: "Demo.xcodeproj", kind: .xcodeProject, path: "Demo/Demo.xcodeproj")],
      modules: [
        Module(id: ModuleID(container: "Kit", name: "Player"), kind: .executable, path: "Examples/Player"),
        Module(id: ModuleID(container: "Demo.xcodeproj", name: "Viewer"), kind: .app, path: "Demo/Viewer"),
        Module(id: ModuleID(container: "Kit", name: "Kit"), kind: .regular, path: "Sources/Kit"),
      ])
    let examples = graph.modules.filter(graph.isExample).map(\.name)
    #expect(examples.sorted() == ["Player", "Viewer"])
  }

  /// Where the code lives decides too: a testing app whose Tuist project is in `Projects/` takes its sources from
  /// `Tests/TestingApps/` (purchases-ios' `PaywallValidationTester`), and a binary-size harness lies in `script/`
  /// (lottie-ios' `SizeTest`). An app whose sources merely share no folder is product code.
  @Test func aModuleWhoseCodeLivesInATestsOrScriptsFolder() throws {
    let graph = ModuleGraph(
      containers: [
        Container(name: "Tester", kind: .tuist, path: "Projects/Tester/Project.swift"),
        Container(name: "SizeTest.xcodeproj", kind: .xcodeProject, path: "script/SizeTest/SizeTest.xcodeproj"),
        Container(name: "Shop", kind: .tuist, path: "Projects/Shop/Project.swift"),
      ],
      modules: [
        Module(
          id: ModuleID(container: "Tester", name: "PaywallTester"), kind: .app, path: "Projects/Tester",
          sources: [
            "Tests/TestingApps/PaywallTester/App.swift", "Tests/TestingApps/PaywallTester/Views/Paywall.swift",
          ]),
        Module(
          id: ModuleID(container: "SizeTest.xcodeproj", name: "SizeTest"), kind: .app, path: "script/SizeTest/SizeTest",
          sources: ["script/SizeTest/SizeTest/main.swift"]),
        Module(
          id: ModuleID(container: "Shop", name: "Shop"), kind: .app, path: "Projects/Shop",
          sources: ["Shop/Sources/ShopApp.swift", "Shared/Money.swift"]),
      ])
    #expect(graph.modules.filter(graph.isExample).map(\.name).sorted() == ["PaywallTester", "SizeTest"])
    let tester = try #require(graph.modules.first { $0.name == "PaywallTester" })
    #expect(ModuleGraph.sourceFolder(of: tester) == "Tests/TestingApps/PaywallTester")
    let shop = try #require(graph.modules.first { $0.name == "Shop" })
    #expect(ModuleGraph.sourceFolder(of: shop) == "")
  }

  /// The source folder found byte by byte is the one found by splitting every path into components: common bytes
  /// that end inside a component (`App/Feature` and `App/FeatureKit`), files at the root, one file, and the paths
  /// that fall back to splitting (an empty component, a name not in ASCII written in two forms that compare alike).
  @Test func sourceFolderByBytesIsTheOneByComponents() {
    let cases: [[String]] = [
      [],
      ["main.swift"],
      ["App/main.swift"],
      ["App/Feature/A.swift", "App/FeatureKit/B.swift"],
      ["App/FeatureKit/A.swift", "App/Feature/B.swift"],
      ["App/Feature/A.swift", "App/Feature/Deep/B.swift", "App/Feature/C.swift"],
      ["App/Feature/Deep/B.swift", "App/Feature/A.swift"],
      ["App/Feature/A.swift", "App/Feature"],
      ["App/A.swift", "Other/B.swift"],
      ["App/A.swift", "B.swift"],
      ["B.swift", "App/A.swift"],
      ["Ap/A.swift", "App/B.swift"],
      ["App//Feature/A.swift", "App/Feature/B.swift"],
      ["/App/Feature/A.swift", "/App/Feature/B.swift"],
      ["App/Feature/", "App/Feature/B.swift"],
      ["Caf\u{E9}/Menu/A.swift", "Cafe\u{301}/Menu/B.swift"],
      ["Caf\u{E9}/Menu/A.swift", "Caf\u{E9}/Menu/B.swift"],
    ]
    for sources in cases {
      let module = Module(id: ModuleID(container: "App.xcodeproj", name: "App"), kind: .app, sources: sources)
      #expect(
        ModuleGraph.sourceFolder(of: module) == ModuleGraph.sourceFolder(splitting: module.resolvedSources),
        "\(sources)")
    }
    let feature = Module(
      id: ModuleID(container: "App.xcodeproj", name: "App"), kind: .app,
      sources: ["App/Feature/A.swift", "App/FeatureKit/B.swift"])
    #expect(ModuleGraph.sourceFolder(of: feature) == "App")
    for path in cases.joined() + ["", "/", "//", "a", "a/", "/a/b//c/d.swift", "x/\r\n/y.swift", "\u{E9}/a/b.swift"] {
      #expect(ModuleGraph.folders(path) == path.split(separator: "/").dropLast(), "\(path)")
    }
    let accented = Module(
      id: ModuleID(container: "App.xcodeproj", name: "App"), kind: .app,
      sources: ["Caf\u{E9}/Menu/A.swift", "Cafe\u{301}/Menu/B.swift"])
    #expect(ModuleGraph.sourceFolder(of: accented) == "Caf\u{E9}/Menu")
  }

  /// Decided once per module of a graph, and never stale: a graph changed by `add` decides again, a module value
  /// that is not the graph's own under its id is decided for itself, and the decisions are not part of the graph's
  /// value (a graph asked is equal to one never asked, with the same hash).
  @Test func decisionsFollowTheGraphTheyWereMadeOf() {
    let kitID = ModuleID(container: "Kit", name: "Kit")
    let kit = Module(id: kitID, kind: .regular, path: "Sources/Kit")
    let player = Module(id: ModuleID(container: "Kit", name: "Player"), kind: .executable, path: "Sources/Player")
    let movedKit = Module(id: kitID, kind: .regular, path: "Examples/Kit")
    let movedPlayer = Module(id: player.id, kind: .executable, path: "Examples/Player")
    var graph = ModuleGraph(modules: [kit, player])
    let neverAsked = graph
    #expect(graph.modules.map(graph.isExample) == [false, false])
    #expect(graph == neverAsked)
    #expect(graph.hashValue == neverAsked.hashValue)
    // Another value under a known id: decided for itself, and the graph's own still as before.
    #expect(graph.isExample(movedKit))
    #expect(!graph.isExample(kit))
    var copy = graph
    copy.add(movedKit)
    #expect(copy.isExample(movedKit))
    #expect(!graph.isExample(kit))
    graph.add(containers: [], modules: [movedPlayer])
    #expect(graph.isExample(movedPlayer))
    #expect(!graph.isExample(kit))
  }
}
