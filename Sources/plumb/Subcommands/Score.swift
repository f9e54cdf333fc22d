import ArgumentParser
import Foundation
import PlumbKit
import PlumbModel
import PlumbReporters

extension Plumb {
  struct Score: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "score",
      abstract: "Detect the codebase's architecture and rate it on the eight criteria of the BbA thesis.",
      discussion: """
        Prints the detected style (MVC, MVVM, MVVM-C, MVP, MVP-C, VIPER, VIP, TCA, BbA, mixed, library or \
        unsure) with its confidence and evidence, then code organization, coupling, modularization, \
        complexity, scalability, build time, ease of maintenance and navigation flexibility, each a score \
        0-100 and a rating with the measures behind it, beside the thesis's rating for the style. \
        Rules/docs/scores.md gives every formula.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case text, markdown, json
    }

    @OptionGroup var workspace: WorkspaceOptions

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    func run() throws {
      try runOrExit {
        // A style read from the Swift files is still an answer when no manifest could be read: the score reads
        // their folders as modules, and says so.
        let pipeline = try workspace.pipeline(foldersOfUnreadManifests: true)
        defer { workspace.printTimings() }
        let scanned = try pipeline.loadAndScan()
        printToStandardError(pipeline.configurationWarnings)
        // What could not be read, when folders stood in for it.
        if scanned.graph.modules.contains(where: \.id.standsInForUnreadProject) {
          printToStandardError(scanned.diagnostics.filter(\.leavesGraphPartial))
        }
        let score = pipeline.score(scanned)
        switch format {
        case .text: print(ScoreOutput.text(score), terminator: "")
        case .markdown: print(ScoreOutput.markdown(score), terminator: "")
        case .json: print(ScoreOutput.json(score), terminator: "")
        }
        return 0
      }
    }
  }
}
