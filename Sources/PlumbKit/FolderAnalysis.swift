import Foundation
import PlumbMetrics
import PlumbModel
import PlumbReporters
import PlumbScanner

/// The dependency analyses one level down, between the folders of each module (`FolderGraph`): the graph, why one
/// folder uses another, the matrix and the cycle advice, by the same code as for modules. The folders are those of
/// the app's own code and the edges come from the interpretation's one type graph (`Pipeline.interpret`), never
/// from a type graph of their own.
public struct FolderAnalysis: Sendable {
  public let folders: FolderGraph
  /// The evidence of every folder edge: its type references.
  public let evidence: DependencyEvidence
  /// The advice for every folder cycle: the cheapest references to move.
  public let advice: [CycleAdvice]

  public var graph: ModuleGraph { evidence.graph }
}

extension Pipeline {
  /// The folder graph of the checked graph's own code, at `depth` folder levels (the default split when nil), with
  /// its evidence and its cycles' advice, the references of the cut edges placed on the lines that write the names.
  public func folderAnalysis(_ scanned: ScannedWorkspace, depth: Int? = nil) -> FolderAnalysis {
    let code = interpret(scanned).code
    let folders = FolderGraph(code: code, depth: depth)
    let evidence = folders.evidence(code: code)
    let advice = CycleAdvisor.advise(evidence, exactModuleLimit: exactCycleLimit, level: .folder).map {
      $0.mappingEvidence { locatingUses([$0])[0] }
    }
    return FolderAnalysis(folders: folders, evidence: evidence, advice: advice)
  }

  /// The type level (`plumb why --level type`): every type of the app's own code a node, each reference of the
  /// interpretation's type graph an edge (`FolderGraph.typeLevel`), analysed as the folders are.
  public func typeAnalysis(_ scanned: ScannedWorkspace) -> FolderAnalysis {
    let code = interpret(scanned).code
    let types = FolderGraph.typeLevel(code: code)
    let evidence = types.evidence(code: code)
    let advice = CycleAdvisor.advise(evidence, exactModuleLimit: exactCycleLimit, level: .type).map {
      $0.mappingEvidence { locatingUses([$0])[0] }
    }
    return FolderAnalysis(folders: types, evidence: evidence, advice: advice)
  }

  /// `plumb why --level folder`: the paths from one folder to another, each edge's type references on their lines,
  /// and the advice when the two are in one cycle.
  public func explainFolders(
    from: ModuleID, to: ModuleID, in analysis: FolderAnalysis, all: Bool = false, limit: Int = 50
  ) -> DependencyExplanation {
    var explanation = DependencyExplanation(
      from: from, to: to, evidence: analysis.evidence, all: all, limit: limit, advice: analysis.advice)
    explanation.edges = locatingUses(explanation.edges)
    return explanation
  }

  /// `plumb matrix --level folder`: the folders dependencies first, each cell the type references behind an edge.
  public func folderMatrix(_ analysis: FolderAnalysis) -> DependencyMatrix {
    DependencyMatrix(evidence: analysis.evidence, layers: [], advice: analysis.advice)
  }

  /// `plumb metrics --level folder` and the report's folder view: each folder's Ca, Ce, I, A, D, depth and
  /// dependents by `Metrics.compute` over the folders as a module graph, its size and complexity folded from its
  /// files' facts by `SourceFactsSummary`, the code that gives the module numbers. Sorted by folder id.
  public func folderMetrics(_ scanned: ScannedWorkspace, analysis: FolderAnalysis) -> [FolderMetrics] {
    let graph = analysis.folders.moduleGraph
    // No module references to resolve between folders (`references: [:]`): only sizes and functions are read.
    let facts = SourceFactsSummary.summarize(graph: graph, files: scanned.files, actualEdges: [], references: [:])
    let sizes = facts.modules.mapValues {
      ModuleSize(lines: $0.lines, files: $0.files, types: $0.types, abstractTypes: $0.abstractTypes)
    }
    let report = Metrics.compute(graph: graph, sizes: sizes)
    let folders = Dictionary(uniqueKeysWithValues: analysis.folders.folders.map { ($0.id, $0) })
    return report.modules.compactMap { metrics in
      guard let folder = folders[metrics.module] else { return nil }
      let numbers = facts.modules[metrics.module]
      return FolderMetrics(
        folder: folder.id, path: folder.path, metrics: metrics, functions: numbers?.functions ?? 0,
        totalComplexity: numbers?.totalCyclomaticComplexity ?? 0, maxComplexity: numbers?.maxCyclomaticComplexity ?? 0,
        complexFunctions: numbers?.complexFunctions ?? 0)
    }.sorted { $0.folder < $1.folder }
  }
}

extension ReportDrawing {
  /// The report's folder level: the folder graph with its metrics, its cycles' advice and the findings placed on the
  /// folders of their files, laid out once (not when Graphviz is missing: `problem` says why). The page
  /// opens on it when the app is one target (`isOneTarget`), whose module graph says little. Past `maxNodes`
  /// folders nothing is laid out, as for the module graph, and the page and stderr say so.
  static func addFolderView(
    input: ReportInput, pipeline: Pipeline, scanned: ScannedWorkspace, layout: Layout, problem: String?,
    maxNodes: Int, into options: inout HTMLReportOptions
  ) {
    guard scanned.scan != nil else { return }
    let analysis = pipeline.folderAnalysis(scanned)
    guard !analysis.folders.folders.isEmpty else { return }
    let metrics = pipeline.folderMetrics(scanned, analysis: analysis)
    var folderOfFile: [String: ModuleID] = [:]
    for folder in analysis.folders.folders { for file in folder.files { folderOfFile[file] = folder.id } }
    let findings = input.findings.compactMap { finding -> Finding? in
      guard let file = finding.location?.file, let folder = folderOfFile[file] else { return nil }
      var placed = finding
      placed.modules = [folder]
      return placed
    }
    var folderInput = ReportInput(
      root: input.root, graph: analysis.graph, findings: findings, rules: input.rules,
      metrics: metrics.map(\.metrics), toolVersion: input.toolVersion)
    folderInput.configurationSources = input.configurationSources
    var svg: String?
    var drawingProblem = problem.map { "The folder graph is not drawn: \($0)." }
    var budget = DiagramOptions()
    budget.maxNodes = maxNodes
    if problem == nil, let over = DOTEncoder.size(folderInput, options: budget).overBudget {
      let text = "The folder graph is not drawn: \(over.nodes) folders are more than the \(over.budget) nodes a layout "
        + "handles in seconds (--max-nodes N raises the budget); plumb graph --level folder --format dot writes "
        + "them all."
      FileHandle.standardError.write(Data("plumb: warning: \(text)\n".utf8))
      drawingProblem = text
    } else if problem == nil {
      let dot = DOTEncoder.encode(
        folderInput, options: budget, idPrefix: HTMLReportOptions.FolderView.idPrefix)
      do {
        svg = try layout(dot)
      } catch {
        FileHandle.standardError.write(Data("plumb: warning: the folder graph: \(error)\n".utf8))
        drawingProblem = "The folder graph could not be rendered: \(error)"
      }
    }
    options.folders = HTMLReportOptions.FolderView(
      input: folderInput, svg: svg, problem: drawingProblem, advice: analysis.advice, metrics: metrics)
    if analysis.folders.folders.count > 1 && isOneTarget(input.graph) { options.opensOn = .folder }
  }

  /// An app that is one big target: one module of its own code (tests and external products aside) holds at least
  /// `oneTargetShare` of its Swift files. Real one-target apps carry a share extension, a launcher helper or a folder
  /// of scripts beside the app target (EhPanda, Rectangle, Maccy), which must not make them modular.
  static func isOneTarget(_ graph: ModuleGraph) -> Bool {
    let own = graph.modules.filter { !$0.isExternal && !$0.isTest }
    let files = own.map(\.sources.count)
    let total = files.reduce(0, +)
    guard let largest = files.max(), total > 0 else { return false }
    return own.count == 1 || Double(largest) >= oneTargetShare * Double(total)
  }

  /// The share of the own Swift files the largest module must hold for the report to open on its folders.
  static let oneTargetShare = 0.8
}
