import Foundation
import PlumbKit
import PlumbReporters
import PlumbTestSupport
import Testing

/// Every output plumb writes is a function of the code analysed: byte-identical across runs, thread counts and
/// hash seeds (`scripts/determinism.sh` runs these with and without `SWIFT_DETERMINISTIC_HASHING`).
@Suite(.serialized) struct DeterminismTests {
  /// JSON, DOT, SARIF, Markdown and HTML (without the drawing, which DeterminismCLITests checks through
  /// `plumb report`) of one in-process run.
  static func outputs(root: URL, threads: Int) throws -> [String: String] {
    let report = try Pipeline(root: root, options: AnalysisOptions(threads: threads)).run()
    let input = report.input
    return [
      "json": JSONReporter.report(input, context: ReportContext()),
      "sarif": SARIFReporter.report(input, context: ReportContext()),
      "markdown": MarkdownReporter.report(input, context: ReportContext()),
      "dot": DOTEncoder.encode(input),
      "html": HTMLReport.render(input, graphSVG: nil),
    ]
  }

  static let samples = ["ClassicMac/BbA", "ClassicMac/VIPER", "FollowsAudit", "ModularCoordinators"]

  @Test(arguments: samples)
  func samplesGiveTheSameBytesOnAnyThreadCount(sample: String) throws {
    let root = Fixtures.sample(sample)
    let first = try Self.outputs(root: root, threads: 1)
    for threads in [2, 4, 1] {
      let again = try Self.outputs(root: root, threads: threads)
      for (format, text) in first { #expect(again[format] == text, "\(sample) \(format) with \(threads) threads") }
    }
  }

  @Test func aThousandModulesGiveTheSameBytesOnAnyThreadCount() throws {
    let root = try GeneratedWorkspace.make(packages: 10, modulesPerPackage: 100)
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try Self.outputs(root: root, threads: 1)
    #expect(first["json"]!.contains("P9M99"))
    let again = try Self.outputs(root: root, threads: 4)
    for (format, text) in first { #expect(again[format] == text, "\(format) with 4 threads") }
  }
}
