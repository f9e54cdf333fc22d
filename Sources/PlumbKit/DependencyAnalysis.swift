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

  /// The size up to which cycles get an exact cut: the `no-cycles` rule's `exact-limit`, so `plumb why`, the matrix
  /// and `plumb check` give the same advice.
  var exactCycleLimit: Int {
    configuration.parameters(of: NoCyclesRule.self).integer("exact-limit")
  }

  /// The advice for every cycle of the evidence's graph, as `no-cycles` gives it.
  public func cycleAdvice(_ evidence: DependencyEvidence) -> [CycleAdvice] {
    CycleAdvisor.advise(evidence, exactModuleLimit: exactCycleLimit)
  }

  /// The advice for every cycle of the checked graph, its evidence placed on the lines that write it (the report).
  public func cycleAdvice(_ scanned: ScannedWorkspace) -> [CycleAdvice] {
    cycleAdvice(checkedEvidence(scanned)).map { $0.mappingEvidence { locatingUses([$0])[0] } }
  }

  /// The evidence the rules read (`no-cycles`' advice): type references placed on their lines for the edges inside a
  /// cycle, the only ones shown.
  func cycleEvidence(_ scanned: ScannedWorkspace, graph: ModuleGraph) -> DependencyEvidence {
    var componentOf: [ModuleID: Int] = [:]
    for (c, component) in graph.digraph.cyclicComponents().enumerated() { for id in component { componentOf[id] = c } }
    return locatingUses(evidence(scanned, graph: graph)) { edge in
      componentOf[edge.from] != nil && componentOf[edge.from] == componentOf[edge.to]
    }
  }

  /// `plumb why`: the paths from one module to another with their evidence and, in a cycle, its advice; the uses of the
  /// edges shown placed on their lines.
  public func explain(
    from: ModuleID, to: ModuleID, in scanned: ScannedWorkspace, all: Bool = false, limit: Int = 50
  ) -> DependencyExplanation {
    let evidence = checkedEvidence(scanned)
    let component = evidence.graph.digraph.cyclicComponents().first { $0.contains(from) && $0.contains(to) }
    let advice = component.map {
      [CycleAdvisor.advise(component: $0, evidence: evidence, exactModuleLimit: exactCycleLimit)]
    }
    var explanation = DependencyExplanation(
      from: from, to: to, evidence: evidence, all: all, limit: limit, advice: advice ?? [])
    explanation.edges = locatingUses(explanation.edges)
    explanation.cycle = explanation.cycle?.mappingEvidence { locatingUses([$0])[0] }
    return explanation
  }

  /// The matrix of the modules `keeping` selects (all when nil), in the configured layers' order when there are
  /// layers, with the cycle advice it is ordered by.
  public func dependencyMatrix(_ scanned: ScannedWorkspace, keeping: Set<ModuleID>? = nil)
    -> (matrix: DependencyMatrix, advice: [CycleAdvice])
  {
    let evidence = checkedEvidence(scanned, keeping: keeping)
    let advice = cycleAdvice(evidence).map { $0.mappingEvidence { locatingUses([$0])[0] } }
    let layers = LayerMembership(configuration: configuration, graph: evidence.graph).modulesByLayer.map {
      DependencyMatrix.Layer(name: $0.name, modules: $0.modules)
    }
    return (DependencyMatrix(evidence: evidence, layers: layers, advice: advice), advice)
  }
}
