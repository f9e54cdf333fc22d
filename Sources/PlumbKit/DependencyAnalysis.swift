import PlumbModel
import PlumbRules

/// The dependency analyses over a scanned workspace: why one module depends on another, the dependency structure
/// matrix, and the advice for each cycle. Each reads the evidence of the edges (`Pipeline.evidence`) of the graph a
/// check sees (`checkedGraph`); names are resolved in the whole workspace.
extension Pipeline {
  /// The evidence of every edge of the checked graph, narrowed to `keeping` when given.
  public func checkedEvidence(_ scanned: ScannedWorkspace, keeping: Set<ModuleID>? = nil) -> DependencyEvidence {
    let checked = checkedGraph(scanned.graph)
    let evidence = self.evidence(scanned, graph: checked)
    guard let keeping else { return evidence }
    return evidence.narrowed(to: checked.filter { keeping.contains($0.id) })
  }

  /// `plumb why`: the paths from one module to another with their evidence and, in a cycle, its advice.
  public func explain(
    from: ModuleID, to: ModuleID, in scanned: ScannedWorkspace, all: Bool = false, limit: Int = 50
  ) -> DependencyExplanation {
    DependencyExplanation(from: from, to: to, evidence: checkedEvidence(scanned), all: all, limit: limit)
  }

  /// The matrix of the modules `keeping` selects (all when nil), in the configured layers' order when there are
  /// layers, with the cycle advice it is ordered by.
  public func dependencyMatrix(_ scanned: ScannedWorkspace, keeping: Set<ModuleID>? = nil)
    -> (matrix: DependencyMatrix, advice: [CycleAdvice])
  {
    let evidence = checkedEvidence(scanned, keeping: keeping)
    let advice = CycleAdvisor.advise(evidence)
    let layers = LayerMembership(configuration: configuration, graph: evidence.graph).modulesByLayer.map {
      DependencyMatrix.Layer(name: $0.name, modules: $0.modules)
    }
    return (DependencyMatrix(evidence: evidence, layers: layers, advice: advice), advice)
  }
}
