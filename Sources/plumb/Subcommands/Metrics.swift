import ArgumentParser
import Foundation
import PlumbKit
import PlumbReporters

extension Plumb {
  struct Metrics: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "metrics",
      abstract: "Print package metrics for every module.",
      discussion: """
        Ca and Ce (afferent and efferent couplings), instability I = Ce/(Ca+Ce), abstractness A, distance from \
        the main sequence D = |A+I−1|, size, test ratio, depth and transitive dependents, and the longest build \
        path weighted by lines. Test targets do not count as dependents.
        With --level folder: the same numbers for the folders inside each module (Module/Folder, as `plumb graph \
        --level folder` draws them: Ca and Ce count the folders whose files name each other's types), with the \
        functions' cyclomatic complexity (mean, max, how many above 10); --depth N as for the graph.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case text, json, csv
    }

    @OptionGroup var workspace: WorkspaceOptions

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    @OptionGroup var level: LevelArguments

    func validate() throws { try level.refuseTypeLevel("metrics") }

    func run() throws {
      try runOrExit {
        // The stages up to the metrics: the configuration's include/exclude apply.
        let pipeline = try workspace.pipeline()
        defer { workspace.printTimings() }
        let scanned = try pipeline.loadAndScan()
        printToStandardError(pipeline.configurationWarnings)
        if level.graphLevel == .folder {
          let analysis = pipeline.folderAnalysis(scanned, depth: level.depth)
          let folders = pipeline.folderMetrics(scanned, analysis: analysis)
          switch format {
          case .text: print(FolderMetricsOutput.text(folders), terminator: "")
          case .json: print(FolderMetricsOutput.json(folders, depth: analysis.folders.depth), terminator: "")
          case .csv: print(FolderMetricsOutput.csv(folders), terminator: "")
          }
          return 0
        }
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
