import Foundation
import PlumbTestSupport
import Testing

/// `graph` and `report` past the module diagram's node budget (issue 33, item 6), end to end on a generated
/// workspace of 90 modules in 3 packages with `--max-nodes 40`: the drawings hold the packages or a note, never a
/// layout of every module, and stderr says what was left out and how to get it.
@Suite struct BigOutputCommandTests {
  static func workspace() throws -> URL { try GeneratedWorkspace.make(packages: 3, modulesPerPackage: 30) }

  @Test func svgPastTheBudgetDrawsThePackages() throws {
    let root = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try PlumbBinary.run(["graph", root.path, "--format", "svg", "--max-nodes", "40", "--no-cache"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("30 modules"))
    #expect(!result.output.contains("<title>Packages/Package1/P1M7</title>"))
    // Each node's title, the legend's aside: the three packages.
    let titles = result.output.components(separatedBy: "class=\"node\"").dropFirst().compactMap {
      $0.components(separatedBy: "<title>").dropFirst().first?.components(separatedBy: "</title>").first
    }
    #expect(titles.filter { !$0.hasPrefix("legend:") }.count == 3)
    #expect(result.errors.contains("plumb: note: 90 modules and "))
    #expect(result.errors.contains("drawn as their 3 packages and projects, one node each"))

    // The DOT text is the whole graph, for the user's own dot; a budget small enough leaves only a note.
    let dot = try PlumbBinary.run(["graph", root.path, "--format", "dot", "--no-cache"])
    #expect(dot.output.contains("P2M29"))
    let note = try PlumbBinary.run(["graph", root.path, "--format", "svg", "--max-nodes", "2", "--no-cache"])
    #expect(note.output.contains("Not drawn: narrow it with"))
    #expect(note.errors.contains("the graph is not drawn"))
  }

  @Test func theReportPastTheBudgetSaysSoAndLaysNothingOut() throws {
    let root = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let page = root.appendingPathComponent("report.html")
    let result = try PlumbBinary.run(["report", root.path, "--max-nodes", "40", "--no-cache", "-o", page.path])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.contains("plumb: warning: The module graph is not drawn: 90 modules are more than the 40"))
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("<p class=\"missing\">The module graph is not drawn: 90 modules"))
    #expect(!html.contains("class=\"node\""))
    #expect(!html.contains("<template id=\"types-"))
    // The rest of the page is there: every module in the metrics table.
    #expect(html.contains("P2M29"))
  }
}
