import ArgumentParser
import Foundation
import PlumbKit
import PlumbModel
import PlumbReporters

extension Plumb {
  struct Matrix: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "matrix",
      abstract: "The dependency structure matrix: which module uses which, and how much.",
      discussion: """
        Row uses column; a cell counts the imports, type references and extension members named behind the \
        edge (0 for a declared dependency nothing uses; `*` marks one no manifest declares). Modules come \
        dependencies first: layer by layer from the bottom one up when .plumb.yml declares layers, otherwise in \
        topological order with the modules of a cycle together. So every dependency that follows the order is below the diagonal, and a mark \
        above it (`!`) is a cycle or a dependency on a higher layer; inside a cycle only the edges its cycle advice \
        cuts are above it. Test targets and external products are left out unless asked for.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case text, csv, json
    }

    enum Externals: String, ExpressibleByArgument, CaseIterable {
      case hide, show
    }

    @OptionGroup var workspace: WorkspaceOptions

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    @Flag(help: "Show test targets (hidden by default).")
    var includeTests = false

    @Option(help: "External packages' products: hide (the default) or show, one row each.")
    var externals: Externals = .hide

    @Option(
      help: ArgumentHelp(
        "Leave out modules whose name or container/name id matches this glob (* within a name, ** across /, ?, "
          + "{a,b}). Repeatable.", valueName: "glob"))
    var exclude: [String] = []

    @OptionGroup var paths: PathArguments

    @OptionGroup var levels: LevelArguments

    func validate() throws {
      try levels.refuseTypeLevel("matrix")
      if levels.level == .folder && (!exclude.isEmpty || !paths.sources.isEmpty || !paths.sinks.isEmpty) {
        throw ValidationError("--exclude, --source and --sink select modules; --level folder shows every folder")
      }
    }

    func run() throws {
      try runOrExit {
        let progress = ProgressLine()
        progress.update("loading and scanning the workspace")
        let pipeline = try workspace.pipeline()
        defer { workspace.printTimings() }
        let scanned = try pipeline.loadAndScan()
        if levels.level == .folder {
          let analysis = pipeline.folderAnalysis(scanned, depth: levels.depth)
          progress.finish()
          printToStandardError(scanned.diagnostics + pipeline.configurationWarnings)
          print(render(pipeline.folderMatrix(analysis), graph: analysis.graph, advice: analysis.advice), terminator: "")
          return 0
        }
        let graph = pipeline.checkedGraph(scanned.graph)
        let options = DiagramOptions(
          includeTests: includeTests, externals: externals == .show ? .show : .hide, exclude: exclude,
          sources: paths.sources, sinks: paths.sinks)
        let unmatched = options.unmatchedPathEnds(in: graph)
        if !unmatched.isEmpty {
          throw PlumbError("--source/--sink: no module named \(unmatched.map { "'\($0)'" }.joined(separator: ", "))")
        }
        progress.update("ordering the matrix")
        let kept = options.keptModules(in: graph)
        let (matrix, advice) = pipeline.dependencyMatrix(scanned, keeping: kept)
        progress.finish()
        printToStandardError(scanned.diagnostics + pipeline.configurationWarnings)
        print(render(matrix, graph: graph, advice: advice), terminator: "")
        return 0
      }
    }

    private func render(_ matrix: DependencyMatrix, graph: ModuleGraph, advice: [CycleAdvice]) -> String {
      switch format {
      case .text: return MatrixOutput.text(matrix, graph: graph)
      case .csv: return MatrixOutput.csv(matrix, graph: graph)
      case .json: return MatrixOutput.json(matrix, advice: advice)
      }
    }
  }
}
