import ArgumentParser
import Foundation
import PlumbKit
import PlumbReporters

extension Plumb {
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
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

    @Option(
      parsing: .upToNextOption,
      help: "Report only what these files and their modules touch (the rest of the graph is still checked).")
    var files: [String] = []

    @Option(help: "Report only what files changed since this git revision (and untracked files) touch.")
    var since: String?

    @Flag(help: "Report only what the files staged in git touch, scanning their staged contents (pre-commit hooks).")
    var staged = false

    func validate() throws {
      let modes = [!files.isEmpty, since != nil, staged].filter { $0 }.count
      if modes > 1 { throw ValidationError("--files, --since and --staged cannot be combined") }
    }

    /// The changed files the run is limited to, if a mode asks for it (`--staged`: see `stagedChanges()`).
    func changes() throws -> ChangeSet? {
      let root = workspace.root
      if let since { return try ChangeSet.since(since, root: root) }
      if !files.isEmpty {
        return ChangeSet.files(
          files, root: root, currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      }
      return nil
    }

    func run() throws {
      try runOrExit {
        // The last run's analysis is read and decoded on the other core while the configuration is read and the
        // load walks the folder; with --staged, git answers meanwhile too, and the load, which needs none of it,
        // runs (`PendingChanges`).
        workspace.readCachesAhead(changed: staged)
        let root = workspace.root
        let pending = staged ? PendingChanges { try ChangeSet.staged(root: root) } : nil
        let pipeline = try workspace.pipeline(changes: try changes(), pending: pending)
        defer { workspace.printTimings() }
        let report = try pipeline.run(baseline: baseline.map { try PlumbKit.Baseline.read(from: URL(fileURLWithPath: $0)) })
        printToStandardError(report.diagnostics)
        if let changes = pipeline.options.changes {
          FileHandle.standardError.write(
            Data("plumb: reporting what \(changes.paths.count) changed file(s) and their modules touch\n".utf8))
        }
        try WorkspaceOptions.stageTimings.measure("report") {
          try reporting.write(report.input, pathPrefix: DisplayPath.prefix(for: pipeline.root))
        }
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
        KeptUntilExit.keep(pipeline)
        KeptUntilExit.keep(report)
        return report.exitCode
      }
    }
  }
}
