import ArgumentParser
import Foundation
import PlumbKit
import PlumbReporters

extension Plumb {
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check the workspace against the architecture rules.",
      discussion: """
        Prints one line per finding, `path:line:col: error|warning: message [rule-id]` (the format Xcode and CI \
        annotate), then a summary. Exit codes: 0 clean, 1 findings at error severity or a stale baseline, \
        2 could not run (bad arguments, unreadable folder, invalid configuration).
        """
    )

    @OptionGroup var workspace: WorkspaceOptions

    @Option(help: "Report only findings not recorded in this baseline (written by `plumb baseline write`).")
    var baseline: String?

    @OptionGroup var reporting: ReporterOptions

    func run() throws {
      try runOrExit {
        let pipeline = try workspace.pipeline()
        let report = try pipeline.run(baseline: baseline.map { try PlumbKit.Baseline.read(from: URL(fileURLWithPath: $0)) })
        printToStandardError(report.diagnostics)
        try reporting.write(report.input, pathPrefix: DisplayPath.prefix(for: pipeline.root))
        if let baseline, !report.staleBaselineEntries.isEmpty {
          let entries = report.staleBaselineEntries.map { "  \($0.rule): \($0.message)" }.joined(separator: "\n")
          FileHandle.standardError.write(
            Data(
              """
              plumb: error: the baseline '\(baseline)' lists \(report.staleBaselineEntries.count) finding(s) that \
              no longer occur:
              \(entries)
              Refresh it with: plumb baseline write \(baseline) \(workspace.path)

              """.utf8))
        }
        return report.exitCode
      }
    }
  }
}
