import ArgumentParser
import Foundation
import PlumbGraphviz
import PlumbKit
import PlumbModel
import PlumbReporters

extension Plumb {
  struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "report",
      abstract: "Write a self-contained HTML report.",
      discussion: """
        One HTML file with everything inline (no network needed to view it): the module graph to pan, zoom, \
        search and click (a module's dependencies and dependents, its metrics, findings and type diagram beside \
        it), what was checked with which configuration, each cycle with the edges to cut, the metrics of the \
        workspace's modules and of external packages apart, the main-sequence chart, the dependency structure \
        matrix and the findings of `plumb check` grouped by rule.
        File links are relative to the report's folder, so the report still links when the checkout moves; with \
        --source-url they point into a web view of the sources instead (a report kept as a CI artifact).
        """
    )

    @OptionGroup var workspace: WorkspaceOptions

    @Option(name: [.short, .long], help: "The HTML file to write.")
    var output: String = "report.html"

    @Flag(help: "Write the output even over a file plumb reads as input (a Swift file, a manifest, a project).")
    var force = false

    @Option(
      help: ArgumentHelp(
        "Link files under this web address instead of relative to the report, lines as #L<n> "
          + "(e.g. https://github.com/OWNER/REPO/blob/COMMIT).", valueName: "url"))
    var sourceURL: String?

    @Option(help: "Add a History section: the chart and table of this `plumb history --format json` file.")
    var history: String?

    @OptionGroup(title: "Diagram filters") var diagram: DiagramArguments

    func validate() throws {
      try diagram.validateFocusDepth()
      if let sourceURL, !sourceURL.contains("://") {
        throw ValidationError("--source-url needs an absolute address such as https://github.com/o/r/blob/<sha>")
      }
    }

    func run() throws {
      try runOrExit {
        let progress = ProgressLine()
        progress.update("loading the workspace")
        // Read first: a history file that cannot be read stops the command before the analysis.
        let history = try self.history.map(Self.readHistory)
        let pipeline = try workspace.pipeline()
        defer { workspace.printTimings() }
        let scanned = try pipeline.loadAndScan()
        let report = pipeline.check(scanned)
        printToStandardError(report.diagnostics)
        progress.update("scoring the architecture")
        var input = report.input
        input.scores = pipeline.score(scanned)
        let unmatched = diagram.options.unmatchedFocus(in: input.graph)
        if !unmatched.isEmpty {
          throw PlumbError("--focus: no module named \(unmatched.map { "'\($0)'" }.joined(separator: ", "))")
        }
        let unmatchedEnds = diagram.options.unmatchedPathEnds(in: input.graph)
        if !unmatchedEnds.isEmpty {
          throw PlumbError(
            "--source/--sink: no module named \(unmatchedEnds.map { "'\($0)'" }.joined(separator: ", "))")
        }
        let outputURL = URL(
          fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let links: SourceLinks =
          sourceURL.map { .web(base: $0) }
          ?? .relative(prefix: SourceLinks.relativePrefix(from: outputURL.standardizedFileURL, to: pipeline.root))
        let options = ReportDrawing.options(
          input: input, pipeline: pipeline, scanned: scanned, diagram: diagram.options, links: links,
          progress: progress, layout: GraphvizRenderer.svg(dot:), layoutUnavailable: GraphvizRenderer.unavailableReason)
        var withHistory = options
        withHistory.history = history
        let html = HTMLReport.render(input, options: withHistory)
        progress.finish()
        if options.graphProblem == nil, let advice = DOTEncoder.size(input, options: options.diagram).advice {
          FileHandle.standardError.write(Data("plumb: note: \(advice)\n".utf8))
        }
        for sentence in HTMLReport.findingsLeftOut(input) {
          FileHandle.standardError.write(Data("plumb: note: \(sentence).\n".utf8))
        }
        try OutputFile.write(Data(html.utf8), to: output, overwritingInputs: force)
        FileHandle.standardError.write(Data("wrote \(output)\n".utf8))
        return 0
      }
    }

    /// `plumb history --format json`'s file, decoded.
    static func readHistory(_ path: String) throws -> ArchitectureHistory {
      do {
        return try HistoryOutput.decode(Data(contentsOf: URL(fileURLWithPath: path)))
      } catch {
        throw PlumbError("--history: '\(path)' is not a file `plumb history --format json` wrote (\(error))")
      }
    }
  }
}
