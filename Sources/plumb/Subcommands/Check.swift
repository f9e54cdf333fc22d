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

    @Option(help: "The configuration file (default: .plumb.yml in the analysed folder, if any).")
    var config: String?

    @Option(help: "Report only findings not recorded in this baseline (written by `plumb baseline write`).")
    var baseline: String?

    @OptionGroup var reporting: ReporterOptions

    func run() throws {
      try runOrExit {
        let check = PlumbKit.Check(
          analysis: workspace.analysis, configurationFile: config.map(URL.init(fileURLWithPath:)),
          baselineFile: baseline.map(URL.init(fileURLWithPath:)))
        let report = try check.run()
        for diagnostic in report.diagnostics {
          FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        }
        if reporting.reporters.isEmpty {
          print(FindingText.render(report.findings, root: report.root), terminator: "")
          print(FindingText.summary(report))
        } else {
          try reporting.write(report.reportInput)
        }
        if !report.staleBaselineEntries.isEmpty, let baseline {
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

/// Findings as Xcode-style lines, with their notes indented below.
enum FindingText {
  static func render(_ findings: [Finding], root: URL) -> String {
    var text = ""
    for finding in findings {
      let place = finding.location.map { DisplayPath.of($0, root: root) } ?? DisplayPath.of(root)
      text += "\(place): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
      for note in finding.notes { text += "    \(note)\n" }
    }
    return text
  }

  static func summary(_ report: CheckReport) -> String {
    var parts = ["\(report.errorCount) error\(report.errorCount == 1 ? "" : "s")"]
    parts.append("\(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")")
    let notes = report.findings.count - report.errorCount - report.warningCount
    if notes > 0 { parts.append("\(notes) note\(notes == 1 ? "" : "s")") }
    var setAside: [String] = []
    if report.ignoredCount > 0 { setAside.append("\(report.ignoredCount) ignored") }
    if report.suppressedCount > 0 { setAside.append("\(report.suppressedCount) suppressed") }
    if report.baselinedCount > 0 { setAside.append("\(report.baselinedCount) in baseline") }
    let extra = setAside.isEmpty ? "" : " (\(setAside.joined(separator: ", ")))"
    let problems = report.diagnostics.count
    let input = problems == 0 ? "" : "; \(problems) input problem\(problems == 1 ? "" : "s") (on stderr)"
    return
      "plumb: \(parts.joined(separator: ", ")) in \(report.moduleCount) module\(report.moduleCount == 1 ? "" : "s")\(extra)"
      + input
  }
}
