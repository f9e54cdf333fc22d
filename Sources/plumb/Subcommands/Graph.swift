import ArgumentParser
import Foundation
import PlumbGraphviz
import PlumbKit
import PlumbModel
import PlumbReporters

extension Plumb {
  struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the module graph.",
      discussion: """
        Modules are SPM targets, Xcode targets and external package products; edges are their dependencies.
        json is the machine-readable graph; dot and mermaid are diagram sources; svg, png and pdf are rendered \
        in process by the Graphviz library (no `dot` executable needed).
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case json, dot, mermaid, svg, png, pdf
    }

    @OptionGroup var workspace: WorkspaceOptions

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .json

    @Option(name: [.short, .long], help: "Write to this file instead of stdout.")
    var output: String?

    @Flag(
      help: "Only the dependencies manifests and projects declare: skip scanning sources for import-only edges.")
    var declaredOnly = false

    @OptionGroup(title: "Diagram filters (dot, mermaid, svg, png, pdf)") var diagram: DiagramArguments

    func validate() throws {
      if (format == .png || format == .pdf) && output == nil && Terminal.isTTY(1) {
        throw ValidationError("--format \(format.rawValue) writes binary data: give --output FILE or redirect stdout")
      }
    }

    func run() throws {
      try runOrExit {
        let progress = ProgressLine()
        progress.update("loading the workspace")
        let loaded: (graph: ModuleGraph, diagnostics: [Diagnostic])
        if declaredOnly {
          let workspace = try workspace.analysis.loadWorkspace()
          loaded = (workspace.graph, workspace.diagnostics)
        } else {
          let scanned = try workspace.analysis.loadAndScan()
          loaded = (scanned.graph, scanned.diagnostics)
        }
        let unmatched = diagram.options.unmatchedFocus(in: loaded.graph)
        if !unmatched.isEmpty {
          throw PlumbError("--focus: no module named \(unmatched.map { "'\($0)'" }.joined(separator: ", "))")
        }
        let input = ReportInput(
          root: workspace.analysis.root, graph: loaded.graph, diagnostics: loaded.diagnostics,
          toolVersion: PlumbVersion.current)
        progress.update("drawing the graph")
        let data: Data
        switch format {
        case .json: data = Data(GraphJSONEncoder.encode(loaded.graph).utf8)
        case .dot: data = Data(DOTEncoder.encode(input, options: diagram.options).utf8)
        case .mermaid: data = Data(MermaidEncoder.encode(input, options: diagram.options).utf8)
        case .svg, .png, .pdf:
          let dot = DOTEncoder.encode(input, options: diagram.options)
          do {
            data = try GraphvizRenderer.render(dot: dot, format: GraphvizRenderer.Format(rawValue: format.rawValue)!)
          } catch let error as GraphvizError {
            throw PlumbError(error.description)
          }
        }
        progress.finish()
        for diagnostic in loaded.diagnostics {
          FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        }
        if let output {
          try OutputFile.write(data, to: output)
        } else {
          FileHandle.standardOutput.write(data)
        }
        return 0
      }
    }
  }
}
