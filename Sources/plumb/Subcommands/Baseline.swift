import ArgumentParser
import Foundation
import PlumbKit

extension Plumb {
  struct Baseline: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "baseline",
      abstract: "Record the current findings, so that `plumb check --baseline` reports only new ones.",
      subcommands: [Write.self]
    )

    struct Write: ParsableCommand {
      static let configuration = CommandConfiguration(
        commandName: "write",
        abstract: "Write the current findings to a baseline file.",
        discussion: """
          Entries are fingerprints (rule and modules, no line numbers). `plumb check --baseline FILE` never \
          rewrites the file; it fails when an entry no longer occurs, so fixed findings leave the baseline too.
          """
      )

      @Argument(help: "The baseline file to write (JSON).")
      var file: String

      @OptionGroup var workspace: WorkspaceOptions

      @Flag(help: "Write the baseline even over a file plumb reads as input (a Swift file, a manifest, a project).")
      var force = false

      func run() throws {
        try runOrExit {
          // Every finding after ignores and suppression comments, before any baseline.
          let findings = try workspace.pipeline().run().findings
          try PlumbKit.Baseline(findings: findings).write(to: URL(fileURLWithPath: file), overwritingInputs: force)
          print("plumb: recorded \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(file)")
          return 0
        }
      }
    }
  }
}
