import ArgumentParser
import Foundation
import PlumbKit

extension Plumb {
  struct Baseline: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Record the current findings, so that `plumb check --baseline` reports only new ones.",
      subcommands: [Write.self]
    )

    struct Write: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Write the current findings to a baseline file.",
        discussion: """
          Entries are fingerprints (rule and modules, no line numbers). `plumb check --baseline FILE` never \
          rewrites the file; it fails when an entry no longer occurs, so fixed findings leave the baseline too.
          """
      )

      @Argument(help: "The baseline file to write (JSON).")
      var file: String

      @OptionGroup var workspace: WorkspaceOptions

      @Option(help: "The configuration file (default: .plumb.yml in the analysed folder, if any).")
      var config: String?

      func run() throws {
        try runOrExit {
          let check = PlumbKit.Check(
            analysis: workspace.analysis, configurationFile: config.map(URL.init(fileURLWithPath:)))
          let findings = try check.findingsForBaseline()
          try PlumbKit.Baseline(findings: findings).write(to: URL(fileURLWithPath: file))
          print("plumb: recorded \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(file)")
          return 0
        }
      }
    }
  }
}
