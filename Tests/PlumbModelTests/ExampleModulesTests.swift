import Testing

@testable import PlumbModel

/// Which modules are example, demo, sample or integration apps beside the code they show.
@Suite struct ExampleModulesTests {
  @Test func namesMadeOfAnExampleWordAndAppWords() {
    for name in [
      "Examples", "Demo", "NukeDemo", "DemoApp", "iOS Example", "iOSExample", "SampleApp", "sample-app", "Playgrounds",
      "Integration", "IntegrationApp", "AlamofireExample.xcodeproj", "UIKitDemo", "Showcase", "DeltaPreviews",
    ] {
      #expect(ModuleGraph.isExampleName(name), "\(name)")
    }
    for name in ["SampleRate", "FirebaseIntegration", "Core", "Demographics", "ExampleTests", "Sampler", "iOS", "PreviewKit"] {
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
}
