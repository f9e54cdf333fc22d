import Foundation
import PlumbModel
import PlumbReporters

/// What `plumb report` draws before the page is written: the module graph without test targets and, when the
/// workspace has any, with them; the dependency matrix and cycle advice; and each module's type diagram, within a
/// size budget. The layout engine (Graphviz, DOT in, SVG out) is handed in, so this library does not link it.
public enum ReportDrawing {
  /// Lays a DOT graph out as SVG.
  public typealias Layout = (String) throws -> String

  /// A module with more types than this gets no type diagram in the page (it would not read at dialog size).
  static let maximumTypes = 150
  /// The type diagrams stop when their SVG passes this many bytes in all, so a large app's report stays light.
  static let typeDiagramBudget = 6_000_000
  /// The module graph is laid out only up to this many nodes (unless `--max-nodes` says otherwise): past it the page
  /// says so and how to draw it, and has no type diagrams either (they open from the graph's side panel). Graphviz's
  /// time grows much faster than the nodes (Benchmarks/layout.md, "Node budget").
  static let moduleDiagramNodes = DiagramOptions.defaultMaxNodes

  /// - Parameter layoutUnavailable: why the layout engine cannot run at all (Graphviz not installed): said once,
  ///   in the page and on stderr, instead of failing drawing by drawing.
  public static func options(
    input: ReportInput, pipeline: Pipeline, scanned: ScannedWorkspace, diagram: DiagramOptions, links: SourceLinks,
    progress: ProgressLine, layout: Layout, layoutUnavailable: String? = nil
  ) -> HTMLReportOptions {
    var options = HTMLReportOptions(diagram: diagram, links: links)
    progress.update("working out the dependency matrix and the cycle advice")
    addMatrixAndAdvice(pipeline: pipeline, scanned: scanned, diagram: diagram, into: &options)
    addFolderView(
      input: input, pipeline: pipeline, scanned: scanned, layout: layout, problem: layoutUnavailable,
      maxNodes: diagram.maxNodes ?? moduleDiagramNodes, into: &options)
    // Without Graphviz the page keeps everything that needs no layout (findings, matrix, metrics, advice) and says
    // once, in the page and on stderr, what to install for the drawings.
    if let reason = layoutUnavailable {
      FileHandle.standardError.write(Data("plumb: warning: no drawings in the report: \(reason)\n".utf8))
      options.graphProblem = "The graph is not drawn: \(reason)."
      for module in input.graph.modules where !module.isExternal {
        options.typeDiagramNotes[module.id] = "No type diagram: \(reason)."
      }
      return options
    }
    var budgeted = diagram
    budgeted.maxNodes = diagram.maxNodes ?? moduleDiagramNodes
    options.diagram = budgeted
    let plain = DOTEncoder.size(input, options: withoutTests(budgeted))
    if let over = plain.overBudget {
      let text = notDrawn(over)
      FileHandle.standardError.write(Data("plumb: warning: \(text)\n".utf8))
      options.graphProblem = text
      return options
    }
    progress.update("laying out the module graph")
    var variants = [false]
    var withTests = budgeted
    withTests.includeTests = true
    let tests = DOTEncoder.size(input, options: withTests)
    // The drawing with test targets is left out past the budget; the page then offers the one without.
    if tests.nodes != plain.nodes && tests.overBudget == nil { variants.append(true) }
    if let over = tests.overBudget {
      let text = "the drawing with test targets (\(over.nodes) nodes) is past the budget of \(over.budget): the page "
        + "draws the graph without them (--max-nodes N raises the budget)"
      FileHandle.standardError.write(Data("plumb: note: \(text).\n".utf8))
    }
    for includesTests in variants {
      var variant = budgeted
      variant.includeTests = includesTests
      let dot = DOTEncoder.encode(
        input, options: variant, idPrefix: HTMLReportOptions.GraphVariant.prefix(includesTests: includesTests))
      do {
        options.graph.append(.init(includesTests: includesTests, svg: try layout(dot)))
      } catch {
        // The rest of the report is still worth having; say why the graph is missing.
        FileHandle.standardError.write(Data("plumb: warning: \(error)\n".utf8))
        options.graphProblem = "The graph could not be rendered: \(error)"
      }
    }
    if !variants.contains(diagram.includeTests) { options.diagram.includeTests = false }
    progress.update("drawing the type diagrams")
    drawTypeDiagrams(
      input: input, scanned: scanned, typeGraph: pipeline.typeGraph(of: scanned), layout: layout, into: &options)
    return options
  }

  /// The matrix `plumb matrix` prints for the same filters (test targets and external products left out), when it
  /// fits the page; the advice for every cycle of the checked graph, as `no-cycles` gives it.
  private static func addMatrixAndAdvice(
    pipeline: Pipeline, scanned: ScannedWorkspace, diagram: DiagramOptions, into options: inout HTMLReportOptions
  ) {
    var filters = diagram
    filters.includeTests = false
    filters.externals = .hide
    let kept = filters.keptModules(in: pipeline.checkedGraph(scanned.graph))
    options.matrixModuleCount = kept.count
    if kept.count <= HTMLReportOptions.maximumMatrixModules {
      options.matrix = pipeline.dependencyMatrix(scanned, keeping: kept).matrix
    }
    options.cycleAdvice = pipeline.cycleAdvice(scanned)
  }

  /// What the page and stderr say when the module graph is past the node budget: what is left out, how to get it.
  static func notDrawn(_ over: DiagramSize.OverBudget) -> String {
    var text = "The module graph is not drawn: \(over.nodes) modules are more than the \(over.budget) nodes a layout "
    text += "handles in seconds (--max-nodes N raises the budget; the layout then takes longer), and neither are the "
    text += "type diagrams, which open from it. "
    text += over.drawn
      ? "plumb graph --format svg draws them as their \(over.containers) packages and projects, one node each; "
      : "Their \(over.containers) packages and projects are too many to draw as well; "
    text += "--focus MODULE --depth 2, --source A / --sink B or --exclude GLOB draw a part, and plumb graph --format "
    text += "dot writes every module for Graphviz's own dot. Findings, metrics and everything else are below."
    return text
  }

  private static func withoutTests(_ diagram: DiagramOptions) -> DiagramOptions {
    var options = diagram
    options.includeTests = false
    return options
  }

  /// Each analysed module's types, laid out one by one; modules without types, with too many, or past the budget get
  /// a note instead.
  private static func drawTypeDiagrams(
    input: ReportInput, scanned: ScannedWorkspace, typeGraph: TypeGraph, layout: Layout,
    into options: inout HTMLReportOptions
  ) {
    let modules = input.graph.modules.filter { !$0.isExternal }.map(\.id)
    guard let scan = scanned.scan, !modules.isEmpty else { return }
    let diagrams = TypeLevelDiagram.buildEach(
      graph: scanned.graph, files: scan.files, roles: scan.roles, modules: modules, typeGraph: typeGraph)
    var total = 0
    for module in modules {
      guard let types = diagrams[module] else { continue }
      let own = types.nodes.filter { $0.module == module.description }.count
      let command = "plumb graph --level type --module \(module.name) --format svg"
      if own == 0 {
        options.typeDiagramNotes[module] = "No type diagram: the module declares no types."
        continue
      }
      if own > maximumTypes {
        options.typeDiagramNotes[module] = "No type diagram here: \(own) types and extensions are too many to read in the page; \(command) draws them."
        continue
      }
      if total > typeDiagramBudget {
        options.typeDiagramNotes[module] = "No type diagram here: the page's budget for them is spent; \(command) draws it."
        continue
      }
      guard let svg = try? layout(TypeDOTEncoder.encode(types)) else {
        options.typeDiagramNotes[module] = "No type diagram: Graphviz could not lay it out; \(command) says why."
        continue
      }
      total += svg.utf8.count
      options.typeDiagrams[module] = svg
    }
  }
}
