import ArgumentParser
import Foundation
import PlumbGraphviz
import PlumbKit
import PlumbModel
import PlumbReporters

extension Plumb {
  struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "graph",
      abstract: "Print the module graph, or the type graph of a module.",
      discussion: """
        Modules are SPM targets, Xcode targets and external package products; edges are their dependencies. \
        Module diagrams are checked first, as `plumb check` would (.plumb.yml or --config): they are drawn in the \
        configured layers, with each module's size and instability and the findings in red.
        With --level folder: the folders inside each module (Features/Home, Services), an edge where a file of one \
        names a type declared in the other, with the references as evidence (json) and the edges that cycle \
        advice cuts in red; --depth N makes the first N folder levels below each module's base a node (default: \
        the first level, each feature folder apart: a folder under Features, Modules, Scenes, Screens or Flows, \
        at any depth).
        With --level type: the types of one module (--module) or of every module, labelled and coloured by \
        their role (view, viewModel, coordinator, ...), with inheritance, stored-property and other uses as edges.
        json is the machine-readable graph; dot and mermaid are diagram sources; svg, png and pdf are rendered \
        in process by the Graphviz library (no `dot` executable needed).
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case json, dot, mermaid, svg, png, pdf
    }

    @OptionGroup var workspace: WorkspaceOptions

    enum Level: String, ExpressibleByArgument, CaseIterable {
      case module, folder, type
    }

    @Option(
      help: ArgumentHelp(
        "What to draw: module (the module graph), folder (the folders inside each module) or type (types and how "
          + "they use each other)."))
    var level: Level = .module

    @Option(
      name: .customLong("module"),
      help: ArgumentHelp("With --level type: only this module's types (name or container/name).", valueName: "name"))
    var typeModule: String?

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .json

    @Option(name: [.short, .long], help: "Write to this file instead of stdout.")
    var output: String?

    @Flag(help: "Write the output even over a file plumb reads as input (a Swift file, a manifest, a project).")
    var force = false

    @Flag(
      help: "Only the dependencies manifests and projects declare: skip scanning sources for import-only edges.")
    var declaredOnly = false

    @OptionGroup(title: "Diagram filters (dot, mermaid, svg, png, pdf; --source and --sink for json too)")
    var diagram: DiagramArguments

    func validate() throws {
      if typeModule != nil && level != .type { throw ValidationError("--module needs --level type") }
      if level == .folder {
        if !diagram.focus.isEmpty {
          throw ValidationError("--focus selects modules; --level folder draws every folder")
        }
        if let depth = diagram.depth, depth < 1 { throw ValidationError("--depth must be 1 or more") }
      } else {
        try diagram.validateFocusDepth()
      }
      if level == .folder && declaredOnly {
        throw ValidationError("--level folder reads the sources: drop --declared-only")
      }
      if level == .type && declaredOnly {
        throw ValidationError("--level type reads the sources: drop --declared-only")
      }
      if level == .type
        && (!diagram.focus.isEmpty || !diagram.exclude.isEmpty || !diagram.paths.sources.isEmpty
          || !diagram.paths.sinks.isEmpty)
      {
        throw ValidationError(
          "--focus, --exclude, --source and --sink filter the module graph; with --level type, use --module")
      }
      if (format == .png || format == .pdf) && output == nil && Terminal.isTTY(1) {
        throw ValidationError("--format \(format.rawValue) writes binary data: give --output FILE or redirect stdout")
      }
    }

    func run() throws {
      try runOrExit {
        // A drawing without Graphviz fails before the workspace is read: one line that says what to install.
        if [.svg, .png, .pdf].contains(format), let reason = GraphvizRenderer.unavailableReason {
          throw PlumbError(reason)
        }
        if level == .type { return try runTypeLevel() }
        if level == .folder { return try runFolderLevel() }
        let progress = ProgressLine()
        progress.update("loading the workspace")
        let pipeline = try workspace.pipeline()
        let workspace = try pipeline.load()
        let scanned = declaredOnly ? ScannedWorkspace(workspace, scan: nil) : pipeline.scan(workspace)
        let unmatched = diagram.options.unmatchedFocus(in: scanned.graph)
        if !unmatched.isEmpty {
          throw PlumbError("--focus: no module named \(unmatched.map { "'\($0)'" }.joined(separator: ", "))")
        }
        let unmatchedEnds = diagram.options.unmatchedPathEnds(in: scanned.graph)
        if !unmatchedEnds.isEmpty {
          throw PlumbError(
            "--source/--sink: no module named \(unmatchedEnds.map { "'\($0)'" }.joined(separator: ", "))")
        }
        progress.update("drawing the graph")
        // The JSON graph is the loaded graph as it is. Diagrams show what a check sees: the configured layers,
        // each module's size and instability, the findings.
        let data: Data
        let diagnostics: [Diagnostic]
        if format == .json {
          // --source and --sink narrow the JSON graph too; the other diagram filters are for drawings.
          let graph = diagram.options.modulesOnPaths(in: scanned.graph).map { kept in
            scanned.graph.filter { kept.contains($0.id) }
          }
          data = Data(GraphJSONEncoder.encode(graph ?? scanned.graph).utf8)
          diagnostics = scanned.diagnostics + pipeline.configurationWarnings
        } else {
          let checked = pipeline.check(scanned)
          diagnostics = checked.diagnostics
          // Drawings plumb lays out have a node budget; the text formats are whole unless --max-nodes says.
          let options = [.dot, .mermaid].contains(format) ? diagram.textOptions : diagram.options
          switch format {
          case .mermaid:
            let text = MermaidEncoder.encode(checked.input, options: options)
            data = Data(text.utf8)
            if let limits = MermaidEncoder.rendererLimits(text) {
              FileHandle.standardError.write(Data("plumb: warning: \(limits)\n".utf8))
            }
          case .dot: data = Data(DOTEncoder.encode(checked.input, options: options).utf8)
          default: data = try render(DOTEncoder.encode(checked.input, options: options))
          }
          if format != .mermaid, let advice = DOTEncoder.size(checked.input, options: options).advice {
            FileHandle.standardError.write(Data("plumb: note: \(advice)\n".utf8))
          }
        }
        progress.finish()
        try emit(data, diagnostics: diagnostics)
        return 0
      }
    }

    /// `--level type`: the scanner's type graph with roles, for one module or the whole workspace.
    private func runTypeLevel() throws -> Int32 {
      let progress = ProgressLine()
      progress.update("loading and scanning the workspace")
      let pipeline = try workspace.pipeline()
      defer { workspace.printTimings() }
      let scanned = try pipeline.loadAndScan()
      let module = try typeModule.map { try ModuleLookup.find($0, in: scanned.graph) }
      progress.update("drawing the types")
      let types = TypeLevelDiagram.build(
        graph: scanned.graph, files: scanned.files, roles: scanned.roles, module: module,
        includeTests: diagram.includeTests)
      let data: Data
      switch format {
      case .json: data = Data(TypeGraphJSONEncoder.encode(types).utf8)
      case .dot: data = Data(TypeDOTEncoder.encode(types).utf8)
      case .mermaid: data = Data(TypeMermaidEncoder.encode(types).utf8)
      case .svg, .png, .pdf: data = try render(TypeDOTEncoder.encode(types))
      }
      progress.finish()
      try emit(data, diagnostics: scanned.diagnostics + pipeline.configurationWarnings)
      return 0
    }

    /// `--level folder`: the folder graph of the app's own code, over the interpretation's type graph.
    private func runFolderLevel() throws -> Int32 {
      let progress = ProgressLine()
      progress.update("loading and scanning the workspace")
      let pipeline = try workspace.pipeline()
      defer { workspace.printTimings() }
      let scanned = try pipeline.loadAndScan()
      progress.update("drawing the folders")
      let analysis = pipeline.folderAnalysis(scanned, depth: diagram.depth)
      let input = FolderGraphOutput.diagramInput(
        analysis.folders, advice: analysis.advice, toolVersion: PlumbVersion.current)
      // --depth is the folder depth here, not the focus's reach.
      var options = diagram.options
      options.depth = nil
      let data: Data
      switch format {
      case .json: data = Data(FolderGraphOutput.json(analysis.folders, advice: analysis.advice).utf8)
      case .mermaid: data = Data(MermaidEncoder.encode(input, options: options).utf8)
      case .dot: data = Data(DOTEncoder.encode(input, options: options).utf8)
      case .svg, .png, .pdf: data = try render(DOTEncoder.encode(input, options: options))
      }
      progress.finish()
      try emit(data, diagnostics: scanned.diagnostics + pipeline.configurationWarnings)
      return 0
    }

    private func render(_ dot: String) throws -> Data {
      do {
        return try GraphvizRenderer.render(dot: dot, format: GraphvizRenderer.Format(rawValue: format.rawValue)!)
      } catch let error as GraphvizError {
        throw PlumbError(error.description)
      }
    }

    private func emit(_ data: Data, diagnostics: [Diagnostic]) throws {
      printToStandardError(diagnostics)
      if let output {
        try OutputFile.write(data, to: output, overwritingInputs: force)
      } else {
        try OutputFile.writeToStandardOutput(data)
      }
    }
  }
}
