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
}
