import ArgumentParser
import Foundation
import PlumbKit
import PlumbReporters

extension Plumb {
  struct Metrics: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print package metrics for every module.",
      discussion: """
        Ca and Ce (afferent and efferent couplings), instability I = Ce/(Ca+Ce), abstractness A, distance from \
        the main sequence D = |A+I−1|, size, test ratio, depth and transitive dependents, and the longest build \
        path weighted by lines. Test targets do not count as dependents.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case text, json, csv
    }

    @OptionGroup var workspace: WorkspaceOptions

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    func run() throws {
      try runOrExit {
        // The stages up to the metrics: the configuration's include/exclude apply.
        let pipeline = try workspace.pipeline()
        defer { workspace.printTimings() }
        let scanned = try pipeline.loadAndScan()
        printToStandardError(pipeline.configurationWarnings)
        let report = pipeline.metrics(of: pipeline.checkedGraph(scanned.graph), sourceFacts: scanned.sourceFacts)
        switch format {
        case .text: print(MetricsOutput.text(report), terminator: "")
        case .json: print(MetricsOutput.json(report), terminator: "")
        case .csv: print(MetricsOutput.csv(report), terminator: "")
        }
        return 0
      }
    }
  }
}
