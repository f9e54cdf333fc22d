import PlumbModel

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
}
