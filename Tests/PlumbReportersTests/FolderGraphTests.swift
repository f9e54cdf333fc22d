import Foundation
import PlumbGraphviz
import PlumbKit
import PlumbModel
import PlumbReporters
import PlumbTestSupport
import Testing

/// The folder level: the folders inside each module as nodes, "a file here names a type declared there" as edges,
/// over the interpretation's one type graph; the module-level analyses (why, matrix, cycle advice, diagrams) over it.
@Suite struct FolderGraphTests {
  static func analysis(_ fixture: String, depth: Int? = nil) throws -> (Pipeline, FolderAnalysis) {
    let pipeline = try Pipeline(root: Fixtures.url("Folders/\(fixture)"))
    let scanned = try pipeline.loadAndScan()
    return (pipeline, pipeline.folderAnalysis(scanned, depth: depth))
  }

  static func id(_ module: String, _ folder: String) -> ModuleID { ModuleID(container: module, name: folder) }

  static func edges(_ folders: FolderGraph) -> [String] {
    folders.edges.map { "\($0.from.name) -> \($0.to.name) \($0.count)" }
  }

  @Test func aOneTargetAppSplitsIntoItsFoldersWithFeatureFoldersApart() throws {
    let (_, analysis) = try Self.analysis("OneTargetApp")
    let folders = analysis.folders
    #expect(
      folders.folders.map(\.id.description) == [
        "App/(root)", "App/Features/Home", "App/Features/Profile", "App/Models", "App/Services",
      ])
    #expect(folders[Self.id("App", "Features/Home")]?.path == "Sources/App/Features/Home")
    #expect(folders[Self.id("App", "Features/Home")]?.files.count == 2)
    #expect(folders[Self.id("App", "(root)")]?.path == "Sources/App")
    #expect(
      Self.edges(folders) == [
        "(root) -> Features/Home 1", "(root) -> Services 1",
        "Features/Home -> Features/Profile 1", "Features/Home -> Models 3", "Features/Home -> Services 1",
        "Features/Profile -> Features/Home 1", "Features/Profile -> Models 1", "Features/Profile -> Services 1",
        "Services -> Models 2",
      ])
  }

  /// The default split reads `FeatureFolders`, the rules' definition of a feature folder: each flow of a `Flows`
  /// folder is a node, and so is a feature folder deeper down (`UI/Features/Home` beside the rest of `UI`).
  @Test func featureFoldersAreThoseTheRulesSee() throws {
    let (_, analysis) = try Self.analysis("FlowFolders")
    #expect(
      analysis.folders.folders.map(\.id.name) == [
        "(root)", "Flows/Checkout", "Flows/Onboarding", "UI", "UI/Features/Home",
      ])
    #expect(analysis.folders[Self.id("App", "UI/Features/Home")]?.path == "Sources/App/UI/Features/Home")
    #expect(analysis.folders[Self.id("App", "UI")]?.files == ["Sources/App/UI/Theme.swift"])
    #expect(
      Self.edges(analysis.folders) == [
        "(root) -> Flows/Onboarding 1", "Flows/Onboarding -> Flows/Checkout 1", "UI/Features/Home -> UI 1",
      ])
    // `--depth` still counts folder levels alone.
    let (_, deep) = try Self.analysis("FlowFolders", depth: 1)
    #expect(deep.folders.folders.map(\.id.name) == ["(root)", "Flows", "UI"])
  }

  /// Two modules of one name (two packages' `Kit`; on Maccy an app target and the files outside every target): each
  /// keeps its own folders and edges, told apart by its container, instead of sharing `Kit/Models`.
  @Test func modulesOfOneNameKeepTheirFoldersApart() throws {
    let (_, analysis) = try Self.analysis("SameNames")
    let folders = analysis.folders.folders
    #expect(folders.count == 4)
    #expect(Set(folders.map(\.id)).count == 4)
    let models = folders.filter { $0.id.name == "Models" }
    #expect(models.count == 2)
    #expect(Set(models.map(\.module)).count == 2)
    #expect(models.allSatisfy { $0.files.count == 1 && $0.id.container.hasPrefix("Kit (") })
    #expect(
      Self.edges(analysis.folders).sorted() == ["Services -> Models 1", "Views -> Models 1"])
    for edge in analysis.folders.edges { #expect(edge.from.container == edge.to.container) }
  }

  /// A top-level private type is seen in its file only: `Content` in a view modifier of Services is SwiftUI's, not
  /// the private `Content` of Features/Home (the cause of 21 false references on kiwix-apple's Views → App).
  @Test func aFilePrivateTypeMakesNoEdgeFromAnotherFolder() throws {
    let (_, analysis) = try Self.analysis("OneTargetApp")
    #expect(!analysis.folders.edges.contains { $0.from.name == "Services" && $0.to.name == "Features/Home" })
    let home = try #require(analysis.folders.edges.first { $0.from.name == "Features/Home" && $0.to.name == "Models" })
    #expect(home.references.contains { $0.from.name == "HomeRow" })
  }

  @Test func eachEdgeKeepsTheReferencesBehindIt() throws {
    let (_, analysis) = try Self.analysis("OneTargetApp")
    let edge = try #require(analysis.folders.edges.first { $0.from.name == "Features/Home" && $0.to.name == "Models" })
    #expect(
      edge.references.map { "\($0.from.name) -> \($0.to.name) at \($0.location.file):\($0.location.line)" } == [
        "HomeRow -> Recipe at Sources/App/Features/Home/HomeRow.swift:1",
        "HomeScreen -> Cook at Sources/App/Features/Home/HomeScreen.swift:1",
        "HomeScreen -> Recipe at Sources/App/Features/Home/HomeScreen.swift:1",
      ])
    let evidence = try #require(analysis.evidence[edge.from, edge.to])
    #expect(evidence.typeReferences.map(\.targetKind) == [.struct, .struct, .struct])
    #expect(evidence.imports.isEmpty && !evidence.importsKnown && evidence.typesKnown)
  }

  @Test func theCycleBetweenTwoFeatureFoldersGetsTheCheapestCut() throws {
    let (_, analysis) = try Self.analysis("OneTargetApp")
    let cycle = try #require(analysis.advice.first)
    #expect(analysis.advice.count == 1)
    #expect(cycle.modules == [Self.id("App", "Features/Home"), Self.id("App", "Features/Profile")])
    #expect(cycle.method == .exact)
    #expect(cycle.cuts.count == 1)
    let cut = try #require(cycle.cuts.first)
    #expect(cut.cost == 1)
    #expect(cut.move == .invertWithProtocol)
    // The advice's references are placed on the line that writes the name.
    let reference = try #require(cut.evidence.typeReferences.first)
    #expect(reference.isLineOfUse)
    #expect(!cut.explanation.contains("module"))
  }

  @Test func depthOneMergesTheFeaturesAndTheCycleIsInsideOneFolder() throws {
    let (_, analysis) = try Self.analysis("OneTargetApp", depth: 1)
    #expect(analysis.folders.folders.map(\.name) == ["(root)", "Features", "Models", "Services"])
    #expect(analysis.advice.isEmpty)
    #expect(Self.edges(analysis.folders).contains("Features -> Models 4"))
  }

  @Test func eachModuleOfAModularAppHasItsOwnFoldersAndNoEdgeCrossesModules() throws {
    let (_, analysis) = try Self.analysis("Modular")
    #expect(
      analysis.folders.folders.map(\.id.description) == ["Kit/Network", "Kit/Storage", "Shop/(root)", "Shop/Cart"])
    #expect(
      analysis.folders.edges.map { "\($0.from) -> \($0.to)" } == [
        "Kit/Network -> Kit/Storage", "Shop/Cart -> Shop/(root)",
      ])
  }

  @Test func whyBetweenFoldersFollowsThePathAndCarriesTheAdvice() throws {
    let (pipeline, analysis) = try Self.analysis("OneTargetApp")
    let explanation = pipeline.explainFolders(
      from: Self.id("App", "Features/Profile"), to: Self.id("App", "Models"), in: analysis)
    #expect(explanation.paths == [[Self.id("App", "Features/Profile"), Self.id("App", "Models")]])
    let back = pipeline.explainFolders(
      from: Self.id("App", "Features/Profile"), to: Self.id("App", "Features/Home"), in: analysis)
    #expect(back.cycle?.cuts.count == 1)
    let text = WhyOutput.text(back, graph: analysis.graph, level: .folder)
    #expect(text.contains("Cycle: 2 folders depend on each other (Features/Home, Features/Profile)"))
    #expect(text.contains("ProfileScreen → HomeScreen (use) at Sources/App/Features/Profile/ProfileScreen.swift:11"))
    #expect(!text.contains("imports:"))
  }

  @Test func theMatrixListsTheFoldersDependenciesFirst() throws {
    let (pipeline, analysis) = try Self.analysis("OneTargetApp")
    let matrix = pipeline.folderMatrix(analysis)
    let order = matrix.modules.map(\.name)
    #expect(order.firstIndex(of: "Models")! < order.firstIndex(of: "Services")!)
    #expect(order.firstIndex(of: "Services")! < order.firstIndex(of: "(root)")!)
  }

  @Test func theDiagramsDrawTheFoldersInTheirModuleAndTheCutInRed() throws {
    let (_, analysis) = try Self.analysis("OneTargetApp")
    let input = FolderGraphOutput.diagramInput(analysis.folders, advice: analysis.advice, toolVersion: "test")
    let dot = DOTEncoder.encode(input, options: DiagramOptions())
    #expect(dot.contains("\"Features/Home\""))
    #expect(dot.contains("red") || dot.contains("#d"))
    let svg = try GraphvizRenderer.render(dot: dot, format: .svg)
    #expect(String(decoding: svg, as: UTF8.self).contains("Features/Profile"))
    let mermaid = MermaidEncoder.encode(input, options: DiagramOptions())
    #expect(mermaid.contains("Features/Home"))
    // Only the edge the advice cuts is marked, drawn solid like every folder edge.
    #expect(mermaid.components(separatedBy: "|\"cut\"|").count == 2)
    #expect(!mermaid.contains("-.->"))
  }

  /// A folder edge is no declared or imported dependency: the Graphviz legend says what it is and each edge carries
  /// its count of references; the module legend's words are gone. Checked in the rendered drawing too.
  @Test func theFolderDiagramHasItsOwnLegendAndCounts() throws {
    let (_, analysis) = try Self.analysis("OneTargetApp")
    let input = FolderGraphOutput.diagramInput(analysis.folders, advice: analysis.advice, toolVersion: "test")
    let dot = DOTEncoder.encode(input, options: DiagramOptions())
    #expect(dot.contains("a file in folder A names a type declared in folder B"))
    #expect(!dot.contains("import only") && !dot.contains("\"declared\""))
    // `Features/Home → Models`: three references.
    #expect(dot.contains("\"App/Features/Home\" -> \"App/Models\" [xlabel=\"3\"]"))
    let svg = String(decoding: try GraphvizRenderer.render(dot: dot, format: .svg), as: UTF8.self)
    #expect(svg.contains("a file in folder A names a type declared in folder B"))
    #expect(svg.contains("how many such references"))
    #expect(svg.contains(">3</text>"))
    // The module diagram keeps its legend, and draws no counts.
    let modules = DOTEncoder.encode(ReportInput(graph: analysis.folders.moduleGraph, toolVersion: "test"))
    #expect(modules.contains("import only") && !modules.contains("names a type declared"))
    #expect(!modules.contains("[xlabel=\"3\"]"))
  }

  @Test func theJSONListsFoldersEdgesReferencesAndCycles() throws {
    let (_, analysis) = try Self.analysis("OneTargetApp")
    let text = FolderGraphOutput.json(analysis.folders, advice: analysis.advice)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(json["level"] as? String == "folder")
    #expect(json["depth"] is NSNull)
    let edges = try #require(json["edges"] as? [[String: Any]])
    let first = try #require(edges.first)
    #expect(first["from"] as? String == "App/(root)")
    #expect((first["references"] as? [[String: Any]])?.first?["location"] as? String == "Sources/App/AppMain.swift:2:8")
    #expect((json["cycles"] as? [[String: Any]])?.count == 1)
  }
}
