import ArgumentParser
import Foundation
import PlumbKit

extension Plumb {
  struct Affected: ParsableCommand {
    static let configuration = CommandConfiguration(
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
        let root = workspace.root
        let changes =
          try since.map { try ChangeSet.since($0, root: root) }
          ?? ChangeSet.files(files, root: root, currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let pipeline = try workspace.pipeline()
        let scanned = try pipeline.loadAndScan()
        printToStandardError(scanned.diagnostics)
        let affected = AffectedModules(changes: changes, graph: pipeline.checkedGraph(scanned.graph))
        print(Self.render(affected, format: format), terminator: "")
        return 0
      }
    }

    static func render(_ affected: AffectedModules, format: Format) -> String {
      switch format {
      case .json:
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        struct Output: Encodable {
          var changedFiles: [String]
          var touched: [String]
          var affected: [String]
          var tests: [String]
          var onlyTesting: [String]
        }
        let output = Output(
          changedFiles: affected.changedFiles, touched: affected.touched.map(\.description),
          affected: affected.affected.map(\.description), tests: affected.tests.map(\.name),
          onlyTesting: affected.onlyTestingArguments)
        return String(decoding: (try? encoder.encode(output)) ?? Data(), as: UTF8.self) + "\n"
      case .tests:
        return affected.tests.map { "\($0.name)\n" }.joined()
      case .onlyTesting:
        return affected.onlyTestingArguments.isEmpty ? "" : affected.onlyTestingArguments.joined(separator: " ") + "\n"
      case .text:
        func names(_ ids: [ModuleID]) -> String { ids.isEmpty ? "none" : ids.map(\.description).joined(separator: ", ") }
        return """
          changed files: \(affected.changedFiles.count)
          touched modules (\(affected.touched.count)): \(names(affected.touched))
          affected modules (\(affected.affected.count)): \(names(affected.affected))
          test targets to run (\(affected.tests.count)): \(affected.tests.isEmpty ? "none" : affected.tests.map(\.name).joined(separator: ", "))

          """
      }
    }
  }
}
