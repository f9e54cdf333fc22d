import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbReporters

/// What issue 31 adds over the folder graph: each folder's metrics, the type level for `plumb why`, and the report
/// that opens on the folders of a one-target app and switches between the levels.
@Suite struct FolderLevelsTests {
  static func scanned(_ fixture: String) throws -> (Pipeline, ScannedWorkspace) {
    let pipeline = try Pipeline(root: Fixtures.url("Folders/\(fixture)"))
    return (pipeline, try pipeline.loadAndScan())
  }

  static func id(_ module: String, _ name: String) -> ModuleID { ModuleID(container: module, name: name) }

  @Test func eachFolderHasTheModuleMetricsOverTheFolderGraph() throws {
    let (pipeline, scanned) = try Self.scanned("OneTargetApp")
    let analysis = pipeline.folderAnalysis(scanned)
    let metrics = Dictionary(
      uniqueKeysWithValues: pipeline.folderMetrics(scanned, analysis: analysis).map { ($0.folder.name, $0) })
    #expect(metrics.keys.sorted() == ["(root)", "Features/Home", "Features/Profile", "Models", "Services"])
    let models = try #require(metrics["Models"])
    // Home, Profile and Services name Cook or Recipe; Models names nothing of the others.
    #expect(models.metrics.afferent == 3 && models.metrics.efferent == 0 && models.metrics.instability == 0)
    #expect(models.metrics.types == 2 && models.metrics.files == 2 && models.functions == 0)
    let services = try #require(metrics["Services"])
    #expect(services.metrics.afferent == 3 && services.metrics.efferent == 1)
    #expect(services.metrics.instability == 0.25)
    // APIClient's two methods and BoldText's body, each without a branch.
    #expect(services.functions == 3 && services.totalComplexity == 3 && services.maxComplexity == 1)
    let home = try #require(metrics["Features/Home"])
    #expect(home.metrics.afferent == 2 && home.metrics.efferent == 3)
    #expect(home.metrics.types == 3)
    #expect(home.path == "Sources/App/Features/Home")
    #expect(metrics["(root)"]?.metrics.instability == 1)
  }

  @Test func theFolderMetricsPrintAsTextCSVAndJSON() throws {
    let (pipeline, scanned) = try Self.scanned("OneTargetApp")
    let analysis = pipeline.folderAnalysis(scanned)
    let metrics = pipeline.folderMetrics(scanned, analysis: analysis)
    let text = FolderMetricsOutput.text(metrics)
    #expect(text.hasPrefix("folder "))
    #expect(text.contains("App/Models"))
    let csv = FolderMetricsOutput.csv(metrics).split(separator: "\n")
    #expect(csv.count == 6)
    #expect(csv.contains { $0.hasPrefix("App/Services,App,Sources/App/Services,3,1,0.2500,") })
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(FolderMetricsOutput.json(metrics, depth: nil).utf8))
        as? [String: Any])
    #expect(json["level"] as? String == "folder")
    #expect((json["folders"] as? [[String: Any]])?.count == 5)
  }

  @Test func theTypeLevelFollowsTypesAndCarriesTheReferenceOfEachEdge() throws {
    let (pipeline, scanned) = try Self.scanned("OneTargetApp")
    let types = pipeline.typeAnalysis(scanned)
    #expect(types.folders.level == .type)
    #expect(types.folders[Self.id("App", "HomeScreen")]?.path == "Sources/App/Features/Home/HomeScreen.swift")
    let explanation = pipeline.explainFolders(
      from: Self.id("App", "AppMain"), to: Self.id("App", "Recipe"), in: types)
    // AppMain names HomeScreen and APIClient, each of which names Recipe: two shortest paths of two edges.
    #expect(
      explanation.paths.map { $0.map(\.name) } == [
        ["AppMain", "APIClient", "Recipe"], ["AppMain", "HomeScreen", "Recipe"],
      ])
    #expect(explanation.edges.allSatisfy { $0.typeReferences.count == 1 })
    let back = pipeline.explainFolders(
      from: Self.id("App", "ProfileScreen"), to: Self.id("App", "HomeScreen"), in: types)
    let text = WhyOutput.text(back, graph: types.graph, level: .type)
    #expect(text.contains("Cycle: 2 types depend on each other (HomeScreen, ProfileScreen)"))
    #expect(text.contains("ProfileScreen → HomeScreen (use) at Sources/App/Features/Profile/ProfileScreen.swift:11"))
  }

  @Test func theReportOfAOneTargetAppOpensOnItsFoldersWithASwitch() throws {
    let (pipeline, scanned) = try Self.scanned("OneTargetApp")
    let input = pipeline.check(scanned).input
    let options = ReportDrawing.options(
      input: input, pipeline: pipeline, scanned: scanned, diagram: DiagramOptions(), links: .relative(prefix: ""),
      progress: ProgressLine(enabled: false), layout: { _ in Self.svg })
    #expect(options.opensOn == .folder)
    let folders = try #require(options.folders)
    #expect(folders.input.graph.modules.count == 5)
    #expect(folders.advice.count == 1)
    let html = HTMLReport.render(input, options: options)
    #expect(html.contains("<h2 id=\"graph-title\">Folder graph</h2>"))
    #expect(html.contains("data-level=\"folder\" aria-pressed=\"true\">Folders (5)</button>"))
    #expect(html.contains("<div class=\"level\" id=\"level\" data-level=\"module\" hidden>"))
    #expect(html.contains("<div class=\"level\" id=\"f-level\" data-level=\"folder\">"))
    #expect(html.contains("id=\"f-graph-data\""))
    #expect(html.contains("id=\"f-viewport\""))
    #expect(html.contains("<h3>Metrics per folder</h3>"))
    #expect(html.contains("id=\"f-cycle-1\""))
    #expect(html.contains("data-key=\"App/Features/Home\""))
    // The ids of the two levels never collide (Graphviz's own `graph0`, one per drawing, aside).
    let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
      .filter { $0 != "graph0" }
    #expect(Set(ids).count == ids.count)
  }

  @Test func theReportOfAModularAppOpensOnItsModules() throws {
    let (pipeline, scanned) = try Self.scanned("Modular")
    let input = pipeline.check(scanned).input
    let options = ReportDrawing.options(
      input: input, pipeline: pipeline, scanned: scanned, diagram: DiagramOptions(), links: .relative(prefix: ""),
      progress: ProgressLine(enabled: false), layout: { _ in Self.svg })
    #expect(options.opensOn == .module)
    #expect(options.folders != nil)
    let html = HTMLReport.render(input, options: options)
    #expect(html.contains("<h2 id=\"graph-title\">Module graph</h2>"))
    #expect(html.contains("<div class=\"level\" id=\"f-level\" data-level=\"folder\" hidden>"))
  }

  static let svg = """
    <svg width="8pt" height="8pt" viewBox="0 0 8 8" xmlns="http://www.w3.org/2000/svg"><g id="graph0" \
    class="graph"><title>modules</title></g></svg>
    """
}
