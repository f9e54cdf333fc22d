import ArgumentParser
import Foundation
import PlumbKit
import PlumbReporters

extension Plumb {
  struct Affected: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "affected",
      abstract: "The modules a change touches, every module that depends on them, and the test targets to run.",
      discussion: """
        A module is touched when it compiles a changed file or is declared in one (Package.swift, a project); it \
        is affected when it is touched or depends on a touched module, directly or through others. The test \
        targets among the affected modules are the tests to run: `--format only-testing` prints them as \
        xcodebuild arguments, `--format tests` one per line (for `swift test --filter`).
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case text, json, tests
      case onlyTesting = "only-testing"
    }

    @OptionGroup var workspace: WorkspaceOptions

    @Option(help: "The git revision the change is measured from (files changed since it, and untracked files).")
    var since: String?

    @Option(parsing: .upToNextOption, help: "The changed files, named instead of --since.")
    var files: [String] = []

    @Option(help: "text, json, tests (one test target per line) or only-testing (xcodebuild arguments).")
    var format: Format = .text

    func validate() throws {
      if (since == nil) == files.isEmpty { throw ValidationError("give either --since REV or --files FILE...") }
    }

    func run() throws {
      try runOrExit {
        let (affected, diagnostics) = try AffectedModules.of(
          since: since, files: files, pipeline: try workspace.pipeline(),
          currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        printToStandardError(diagnostics)
        try OutputFile.writeToStandardOutput(Data(affected.rendered(as: format.rendering).utf8))
        return 0
      }
    }
  }
}

extension Plumb.Affected.Format {
  var rendering: AffectedModules.Format {
    switch self {
    case .text: .text
    case .json: .json
    case .tests: .tests
    case .onlyTesting: .onlyTesting
    }
  }
}
