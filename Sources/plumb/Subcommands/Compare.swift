import ArgumentParser
import Foundation
import PlumbKit
import PlumbModel
import PlumbReporters

extension Plumb {
  struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "compare",
      abstract: "Score several codebases and show them side by side in the thesis's table layout.",
      discussion: """
        Each codebase is analysed as `plumb score` would (its own .plumb.yml applies). \
        `plumb compare Samples/ClassicMac/*` is the measured version of the thesis's Table 4.1.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case text, markdown, json, html, svg
    }

    @Argument(help: "The folders to compare.")
    var paths: [String]

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    @Flag(
      help: "Evaluate manifests with `swift package dump-package` (EXECUTES each Package.swift: trusted code only).")
    var evaluateManifests = false

    @Flag(help: "Scan every file, reading and writing no cache (default: .build/plumb-cache in each folder).")
    var noCache = false

    func run() throws {
      try runOrExit {
        guard !paths.isEmpty else { throw PlumbError("give at least one folder to compare") }
        if evaluateManifests { warnThatManifestsRun() }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var scores: [ArchitectureScore] = []
        for path in paths {
          let root = URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL
          let options = AnalysisOptions(
            evaluateManifests: evaluateManifests,
            cacheFolder: noCache ? nil : AnalysisOptions.defaultCacheFolder(root: root))
          let pipeline = try Pipeline(root: root, options: options)
          printToStandardError(pipeline.configurationWarnings)
          scores.append(pipeline.score(try pipeline.loadAndScan()))
        }
        switch format {
        case .text: print(CompareOutput.text(scores), terminator: "")
        case .markdown: print(CompareOutput.markdown(scores), terminator: "")
        case .json: print(CompareOutput.json(scores), terminator: "")
        case .html: print(CompareOutput.html(scores), terminator: "")
        case .svg: print(ScoreChart.svg(scores), terminator: "")
        }
        return 0
      }
    }
  }
}
