import ArgumentParser
import Foundation
import PlumbKit

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

    @Option(help: "The configuration file whose include/exclude apply (default: .plumb.yml in the folder, if any).")
    var config: String?

    func run() throws {
      try runOrExit {
        let analysis = workspace.analysis
        let (configuration, warnings) = try PlumbKit.Check(
          analysis: analysis, configurationFile: config.map(URL.init(fileURLWithPath:))
        ).loadConfiguration()
        for warning in warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
        let report = try analysis.metrics(configuration: configuration)
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
