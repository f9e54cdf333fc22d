import Foundation
import PlumbGraphviz
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbKit
@testable import PlumbReporters

/// The type-level diagram built from the real scan of the samples: what each module's diagram must show.
@Suite struct TypeLevelDiagramTests {
  static let bba: Result<ScannedWorkspace, any Error> = Result {
    try Pipeline(root: Fixtures.sample("ClassicMac/BbA")).loadAndScan()
  }

  static func diagram(_ module: String?, includeTests: Bool = false) throws -> TypeDiagram {
    let scanned = try bba.get()
    let id = try module.map { try ModuleLookup.find($0, in: scanned.graph) }
    return TypeLevelDiagram.build(
      graph: scanned.graph, files: scanned.files, roles: scanned.roles, module: id, includeTests: includeTests)
  }

  static func edge(_ diagram: TypeDiagram, _ from: String, _ to: String) -> TypeDiagram.Edge? {
    let byID = Dictionary(uniqueKeysWithValues: diagram.nodes.map { ($0.id, $0.name) })
    return diagram.edges.first { byID[$0.from] == from && byID[$0.to] == to }
  }

  @Test func macsListShowsViewToViewModelToTheCoreModel() throws {
    let diagram = try Self.diagram("MacsList")
    #expect(diagram.focus == "ClassicMacKit/MacsList")
    #expect(Self.edge(diagram, "MacsListView", "MacsListViewModel")?.kind == "storedProperty")
    #expect(Self.edge(diagram, "MacsListViewModel", "ClassicMac") != nil)
    let model = try #require(diagram.nodes.first { $0.name == "ClassicMac" })
    #expect(model.module == "ClassicMacKit/Core")
    #expect(model.role == "entity")
    #expect(model.file == "Sources/Core/Models/ClassicMac.swift")
    let view = try #require(diagram.nodes.first { $0.name == "MacsListView" })
    #expect((view.role, view.kind, view.line) == ("view", "struct", 6))
    // Only what MacsList uses from Core, not all of Core; nothing from the app or the other feature.
    #expect(!diagram.nodes.contains { $0.name == "FavoriteBadge" })
    #expect(!diagram.nodes.contains { $0.module == "ClassicMacKit/MacDetails" })
  }

  @Test func theAppShowsItsCoordinatorsReachingTheFeatureViews() throws {
    let diagram = try Self.diagram("ClassicMac.xcodeproj/ClassicMac")
    #expect(Self.edge(diagram, "MacsListCoordinator", "MacsListView") != nil)
    #expect(Self.edge(diagram, "MacsListCoordinator", "MacDetailsView") != nil)
    #expect(Self.edge(diagram, "FavoriteMacCoordinator", "FavoriteMacView") != nil)
    #expect(Self.edge(diagram, "MacsListCoordinator", "MacsListViewModel")?.kind == "storedProperty")
  }

  @Test func theWorkspaceLeavesOutTestTargetsUnlessAsked() throws {
    let without = try Self.diagram(nil)
    let with = try Self.diagram(nil, includeTests: true)
    #expect(!without.nodes.contains { $0.module?.hasSuffix("Tests") == true })
    #expect(with.nodes.contains { $0.name == "MacsListViewModelTests" })
    #expect(
      Set(without.nodes.compactMap(\.module)) == [
        "ClassicMac.xcodeproj/ClassicMac", "ClassicMacKit/Core", "ClassicMacKit/MacDetails", "ClassicMacKit/MacsList",
      ])
    // Every edge joins two drawn nodes.
    let ids = Set(without.nodes.map(\.id))
    #expect(without.edges.allSatisfy { ids.contains($0.from) && ids.contains($0.to) })
  }

  @Test func anExtensionOfAFrameworkTypeIsANodeOfItsModule() throws {
    let diagram = try Self.diagram("Core")
    let array = try #require(diagram.nodes.first { $0.name == "Array" })
    #expect(array.kind == "extension")
    #expect(array.file == "Sources/Core/Extensions/Array+ClassicMac.swift")
  }

  @Test(arguments: ["ClassicMac/BbA", "ClassicMac/MVVM-C", "ClassicMac/VIPER", "ModularCoordinators"])
  func everyModuleOfTheSamplesRendersInProcess(sample: String) throws {
    let scanned = try Pipeline(root: Fixtures.sample(sample)).loadAndScan()
    let modules = scanned.graph.modules.filter { !$0.isExternal }.map(\.id)
    for module in [nil] + modules.map(Optional.some) {
      let diagram = TypeLevelDiagram.build(
        graph: scanned.graph, files: scanned.files, roles: scanned.roles, module: module, includeTests: true)
      let svg = try GraphvizRenderer.svg(dot: TypeDOTEncoder.encode(diagram))
      #expect(svg.contains("<svg"), "\(sample) \(module?.description ?? "workspace")")
      try MermaidStructure.validate(TypeMermaidEncoder.encode(diagram))
    }
  }

  @Test func theStrongestKindNamesTheEdge() {
    #expect(TypeLevelDiagram.strongest([.storedProperty, .use]) == "storedProperty")
    #expect(TypeLevelDiagram.strongest([.inheritance, .storedProperty]) == "inheritance")
    #expect(TypeLevelDiagram.strongest([.use]) == "use")
  }

  @Test func workspaceClustersAreLabelledByNameUnlessTwoModulesShareIt() {
    let diagram = TypeDiagram(
      title: "t",
      nodes: [
        .init(id: "a/Core.X", name: "X", module: "a/Core", role: "view"),
        .init(id: "b/Core.Y", name: "Y", module: "b/Core", role: "entity"),
        .init(id: "b/Feature.Z", name: "Z", module: "b/Feature", role: "none"),
      ],
      edges: [.init(from: "b/Feature.Z", to: "a/Core.X", kind: "use")])
    #expect(diagram.groups.map(\.label) == ["a/Core", "b/Core", "Feature"])
    let dot = TypeDOTEncoder.encode(diagram)
    #expect(dot.contains(##""b/Feature.Z" [label="Z", fillcolor="#fafafa"];"##))
    // Between clusters: no label (Graphviz 2.43 can crash freeing those), the legend explains the style.
    #expect(dot.contains(##""b/Feature.Z" -> "a/Core.X" [style=dashed, color="#888888"];"##))
    #expect(dot.contains(##""legend:a0" -> "legend:b0" [xlabel="uses", style=dashed, color="#888888"];"##))
  }
}

@Suite struct ModuleLookupTests {
  static let graph = ModuleGraph(modules: [
    Module(id: ModuleID(container: "Kit", name: "MacsList"), kind: .regular),
    Module(id: ModuleID(container: "Kit", name: "Core"), kind: .regular),
    Module(id: ModuleID(container: "App.xcodeproj", name: "Core"), kind: .framework),
    Module(id: ModuleID(container: "Ext", name: "Alamofire"), kind: .external),
  ])

  @Test func findsByNameOrByID() throws {
    #expect(try ModuleLookup.find("MacsList", in: Self.graph) == ModuleID(container: "Kit", name: "MacsList"))
    #expect(try ModuleLookup.find("App.xcodeproj/Core", in: Self.graph).container == "App.xcodeproj")
  }

  @Test func anAmbiguousNameListsTheIDs() {
    #expect {
      try ModuleLookup.find("Core", in: Self.graph)
    } throws: { error in
      "\(error)" == "--module 'Core' names 2 modules: give one of 'App.xcodeproj/Core', 'Kit/Core'"
    }
  }

  @Test func anUnknownNameSuggestsCloseOnesAndNeverExternals() {
    #expect(ModuleLookup.closeMatches(to: "MacList", among: Self.graph.modules.map(\.id)) == ["MacsList"])
    #expect(ModuleLookup.closeMatches(to: "core", among: Self.graph.modules.map(\.id)) == ["Core"])
    #expect {
      try ModuleLookup.find("Alamofire", in: Self.graph)
    } throws: { error in
      "\(error)".hasPrefix("--module: no module named 'Alamofire'; modules: Core, MacsList")
    }
  }

  @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
    #expect(Suggestion.editDistance("same", "same") == 0)
  }
}
