import ArgumentParser
import Foundation
import PlumbKit
import PlumbReporters

extension Plumb {
  struct Why: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "why",
      abstract: "Why one module (or folder, or type) depends on another: the dependency paths, and what makes each edge.",
      discussion: """
        Every shortest path from FROM to TO (or, with --all, every path that repeats no module, shortest first, up \
        to --limit), then each edge on them with the manifest or project line that declares it, the imports of the \
        dependency (file:line) and the types that name its types (file:line of the declaration). When the two \
        modules are in one cycle, the advice for that cycle follows: the cheapest edges to cut and how. \
        The graph is the one `plumb check` sees (the configuration's include and exclude apply).
        With --level folder, FROM and TO are folders (Module/Folder); with --level type, types (Type or Module/Type): \
        each edge is then the reference of one type to another, at the declaration that names it.
        Exit code 0 whether or not FROM depends on TO; 2 when a module is unknown.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case text, json
    }

    @Argument(help: "The module that depends (name or container/name).")
    var from: String

    @Argument(help: "The module it depends on (name or container/name; external products too).")
    var to: String

    @OptionGroup var workspace: WorkspaceOptions

    @Flag(help: "Every path that repeats no module, shortest first, not only the shortest ones.")
    var all = false

    @Option(help: "At most this many paths.")
    var limit = 50

    @Option(help: "At most this many imports, type references and members listed per edge (text); the rest are counted.")
    var evidence = 5

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    @OptionGroup var levels: LevelArguments

    func validate() throws {
      if limit < 1 { throw ValidationError("--limit must be 1 or more") }
      if evidence < 0 { throw ValidationError("--evidence must be 0 or more") }
    }

    func run() throws {
      try runOrExit {
        let progress = ProgressLine()
        progress.update("loading and scanning the workspace")
        let pipeline = try workspace.pipeline()
        defer { workspace.printTimings() }
        let scanned = try pipeline.loadAndScan()
        let folders: FolderAnalysis? =
          switch levels.level {
          case .module: nil
          case .folder: pipeline.folderAnalysis(scanned, depth: levels.depth)
          case .type: pipeline.typeAnalysis(scanned)
          }
        let graph = folders?.graph ?? pipeline.checkedGraph(scanned.graph)
        let a = try ModuleLookup.find(from, in: graph, includingExternal: true, option: "why")
        let b = try ModuleLookup.find(to, in: graph, includingExternal: true, option: "why")
        if a == b { throw PlumbError("why: '\(from)' and '\(to)' are the same \(levels.level.rawValue); name two") }
        progress.update("following the paths")
        let explanation =
          folders.map { pipeline.explainFolders(from: a, to: b, in: $0, all: all, limit: limit) }
          ?? pipeline.explain(from: a, to: b, in: scanned, all: all, limit: limit)
        progress.finish()
        printToStandardError(scanned.diagnostics + pipeline.configurationWarnings)
        switch format {
        case .text:
          print(
            WhyOutput.text(explanation, graph: graph, evidenceLimit: evidence, level: levels.graphLevel),
            terminator: "")
        case .json: print(WhyOutput.json(explanation), terminator: "")
        }
        return 0
      }
    }
  }
}
