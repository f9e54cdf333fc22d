import Foundation
@testable import PlumbKit
import PlumbMetrics
import PlumbModel
import PlumbReporters
import PlumbTestSupport
import Testing

/// A row of `plumb history` computes only what it shows (the score without each module's style, the score's metrics
/// taken from the check): on a package of five modules (`History/RowOfAFullAnalysis`), the row is what a full
/// analysis (`check`, then `score` with everything) says of the same folder.
@Suite struct HistoryRowTests {
  static let fixture = Fixtures.url("History/RowOfAFullAnalysis")

  @Test func aRowIsWhatAFullAnalysisSays() throws {
    let row = ArchitectureHistory.revision(
      "0123456789abcdef", folder: Self.fixture, root: Self.fixture, options: AnalysisOptions())
    #expect(row.problem == nil, "\(row.problem ?? "")")
    let pipeline = try Pipeline(root: Self.fixture, options: AnalysisOptions())
    let workspace = try pipeline.loadAndScan()
    let report = pipeline.check(workspace)
    let score = pipeline.score(workspace)
    let analysed = Set(report.graph.modules.filter { !$0.isExternal }.map(\.id))
    #expect(row.modules == analysed.count && row.modules == 5)
    #expect(row.edges == ArchitectureDiff.edges(of: report.graph).count)
    #expect(row.findingsByRule == Dictionary(grouping: report.findings, by: \.ruleID).mapValues(\.count))
    #expect(row.style == ArchitectureDiff.style(score.detection))
    #expect(row.criteria == Dictionary(uniqueKeysWithValues: score.criteria.map { ($0.criterion.rawValue, $0.score) }))
    #expect(row.criteria.count == 8)
    let metrics = pipeline.metrics(of: report.graph, sourceFacts: workspace.sourceFacts)
    #expect(
      row.metrics
        == ArchitectureHistory.workspaceMetrics(metrics.modules.filter { analysed.contains($0.module) }, report: report))
    #expect(row.commit == "0123456789abcdef" && row.date.isEmpty && row.subject.isEmpty)
  }

  /// The score takes the check's metrics only when the check was of the same graph: a check of another graph (here
  /// one module fewer) leaves the score to work its metrics out.
  @Test func theScoreTakesTheChecksMetricsOfTheSameGraphOnly() throws {
    let pipeline = try Pipeline(root: Self.fixture, options: AnalysisOptions())
    let workspace = try pipeline.loadAndScan()
    let report = pipeline.check(workspace)
    let full = pipeline.score(workspace, eachModule: false)
    #expect(pipeline.score(workspace, eachModule: false, checked: report) == full)
    // Metrics that say every module is maximally unstable and abstract move the score when they are taken.
    var altered = report
    altered.metrics.modules = report.metrics.modules.map { module in
      var module = module
      module.instability = 1
      module.abstractness = 1
      module.distance = 1
      module.lines = 50_000
      module.testRatio = nil
      return module
    }
    #expect(pipeline.score(workspace, eachModule: false, checked: altered) != full)
    let other = try #require(report.graph.modules.first { $0.name == "App" })
    altered.input.graph = report.graph.filter { $0.id != other.id }
    #expect(pipeline.score(workspace, eachModule: false, checked: altered) == full)
  }
}
