import ArgumentParser
import Foundation
import PlumbGraphviz
import PlumbKit
import PlumbReporters

extension Plumb {
  struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write a self-contained HTML report.",
      discussion: """
        One HTML file with everything inline (no network needed to view it): the module graph, the metrics \
        table, the main-sequence chart and the findings of `plumb check` grouped by rule.
        """
    )

    @OptionGroup var workspace: WorkspaceOptions

    @Option(name: [.short, .long], help: "The HTML file to write.")
    var output: String = "report.html"

    @OptionGroup(title: "Diagram filters") var diagram: DiagramArguments

    func run() throws {
      try runOrExit {
        let progress = ProgressLine()
        progress.update("loading the workspace")
        let pipeline = try workspace.pipeline()
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
        progress.update("rendering the graph")
        let svg: String?
        do {
          svg = try GraphvizRenderer.svg(dot: DOTEncoder.encode(input, options: diagram.options))
        } catch {
          // The rest of the report is still worth having; say why the graph is missing.
          FileHandle.standardError.write(Data("plumb: warning: \(error)\n".utf8))
          svg = nil
        }
        let html = HTMLReport.render(input, graphSVG: svg)
        progress.finish()
        try OutputFile.write(Data(html.utf8), to: output)
        FileHandle.standardError.write(Data("wrote \(output)\n".utf8))
        return 0
      }
    }
  }
}
