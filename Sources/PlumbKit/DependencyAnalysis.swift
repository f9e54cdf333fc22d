import PlumbModel

/// The dependency analyses over a scanned workspace: why one module depends on another, and the advice for each
/// cycle. Each reads the evidence of the edges (`Pipeline.evidence`) of the graph a
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
}
