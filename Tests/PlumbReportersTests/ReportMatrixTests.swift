import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbReporters

/// The report's dependency matrix and cycle advice, on the sample with two cycles (Analytics → Session → Networking →
/// Analytics, Downloads ⇄ Player), worked out as `plumb report` does.
@Suite struct ReportMatrixTests {
  static func report(matrixModuleCount: Int? = nil) throws -> String {
    let pipeline = try Pipeline(root: Fixtures.sample("Violations/cycle-and-untested"))
    let scanned = try pipeline.loadAndScan()
    let input = pipeline.check(scanned).input
    let (matrix, _) = pipeline.dependencyMatrix(scanned)
    let advice = pipeline.cycleAdvice(scanned)
    var options = HTMLReportOptions(
      graph: [.init(includesTests: false, svg: "<svg></svg>")], matrix: matrix, cycleAdvice: advice)
    if let matrixModuleCount {
      options.matrix = nil
      options.matrixModuleCount = matrixModuleCount
    }
    return HTMLReport.render(input, options: options)
  }

  @Test func theMatrixShowsEveryEdgeWithCyclesAndCutsMarked() throws {
    let html = try Self.report()
    let table = try #require(html.components(separatedBy: "<table class=\"dsm\">").dropFirst().first?
      .components(separatedBy: "</table>").first)
    #expect(html.contains("<a href=\"#matrix\">Dependency matrix</a>"))
    // One row per module, each name selecting it in the graph.
    for name in ["Analytics", "Session", "Networking", "Downloads", "Player"] {
      #expect(table.contains("class=\"select\" data-key=\"PodcastServices/\(name)\">\(name)</a>"), "\(name)")
    }
    // The cut of each cycle sits above the diagonal, framed; the rest of the cycle below, framed too.
    #expect(table.components(separatedBy: "class=\"above cycle cut\"").count - 1 == 2)
    #expect(table.contains("title=\"Analytics → Session: 1 import in 1 file; 1 type reference; declared; against the order; in a cycle; the cycle advice cuts it\""))
    #expect(table.contains("<td class=\"diagonal\"></td>"))
  }

  @Test func eachCycleSaysWhereToCutWithTheCodeBehindIt() throws {
    let html = try Self.report()
    #expect(html.contains("<a href=\"#cycles\">Cycles</a>"))
    #expect(html.contains("<div class=\"cycle-advice\" id=\"cycle-1\"><h3>Cycle 1: Analytics, Networking, Session"))
    #expect(html.contains("<b>Analytics → Session</b> <span class=\"tag\">invert-with-protocol</span>"))
    #expect(html.contains("<b>Downloads → Player</b>"))
    #expect(html.contains("<code>AnalyticsTracker</code> names <code>SessionStore</code> at <a class=\"loc\" href=\"Sources/Analytics/AnalyticsTracker.swift#L21\">"))
    // The graph's data marks the cut edges and tells each module of a cycle where its cycle is cut.
    #expect(html.contains("\"cut\":true"))
    #expect(html.contains("\"from\":\"Analytics\",\"move\":\"invert-with-protocol\""))
  }

  @Test func aMatrixTooLargeForThePageSaysWhereToFindIt() throws {
    let html = try Self.report(matrixModuleCount: 400)
    #expect(html.contains("400 modules are too many for a matrix in the page: <code>plumb matrix</code> prints it"))
    #expect(!html.contains("<table class=\"dsm\">"))
  }

  @Test func withoutCyclesTheSectionSaysSo() {
    let html = HTMLReport.render(
      ReportFixtures.input(findings: []),
      options: HTMLReportOptions(graph: [.init(includesTests: false, svg: "<svg></svg>")], cycleAdvice: []))
    #expect(html.contains("<p class=\"clean\">No dependency cycles.</p>"))
  }
}
