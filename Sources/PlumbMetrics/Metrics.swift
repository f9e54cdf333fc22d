import PlumbModel

/// Package metrics (Robert C. Martin's Ca, Ce, I, A, D and more) computed from a module graph.
///
/// Couplings count modules of the graph: test targets are left out as dependents (a test depending on a module
/// does not make the module harder to change), external products count as dependencies (they are couplings the
/// module carries).
public enum Metrics {
  /// Metrics of every module of the graph, sorted by module id. Modules missing from `sizes` count as empty.
  /// `work` counts the steps for the tests (nil in normal runs).
  public static func compute(graph: ModuleGraph, sizes: [ModuleID: ModuleSize] = [:], work: WorkCounter? = nil)
    -> MetricsReport
  {
    let digraph = graph.digraph
    let depths = digraph.layers()
    let testModules = Set(graph.modules.filter(\.isTest).map(\.id))
    // Adjacency once, so the pass over the modules stays linear in the edges.
    var dependentsOf: [ModuleID: Set<ModuleID>] = [:]
    var dependenciesOf: [ModuleID: Set<ModuleID>] = [:]
    for dependency in graph.dependencies where dependency.from != dependency.to {
      dependentsOf[dependency.to, default: []].insert(dependency.from)
      dependenciesOf[dependency.from, default: []].insert(dependency.to)
    }
    // Counted without listing each module's dependents: on a chain of n modules that list has n²/2 entries.
    let transitiveDependents = digraph.transitivePredecessorWeights(counting: work) { testModules.contains($0) ? 0 : 1 }
    var modules: [ModuleMetrics] = []
    for module in graph.modules {
      let allDependents = dependentsOf[module.id] ?? []
      // Each dependent looked up among the tests: `allDependents.subtracting(testModules)` walks every test target
      // of the workspace, for every module.
      let testers = allDependents.filter { testModules.contains($0) }
      let afferent = allDependents.count - testers.count
      let efferent = dependenciesOf[module.id]?.count ?? 0
      let instability = afferent + efferent == 0 ? 0 : Double(efferent) / Double(afferent + efferent)
      let size = sizes[module.id]
      let types = size?.types ?? 0
      let abstractness = types == 0 ? 0 : Double(size?.abstractTypes ?? 0) / Double(types)
      let lines = size?.lines ?? 0
      var testRatio: Double?
      if !testers.isEmpty, !module.isTest, lines > 0 {
        let testLines = testers.reduce(0) { $0 + (sizes[$1]?.lines ?? 0) }
        testRatio = Double(testLines) / Double(lines)
      }
      modules.append(
        ModuleMetrics(
          module: module.id, afferent: afferent, efferent: efferent, instability: instability,
          abstractness: abstractness, distance: abs(abstractness + instability - 1), lines: lines,
          files: size?.files ?? 0, types: types, testRatio: testRatio, depth: depths[module.id] ?? 0,
          transitiveDependents: transitiveDependents[module.id] ?? 0))
    }
    // The longest build path: the chain of dependencies whose sources weigh most, tests and externals aside.
    let built = Set(graph.modules.filter { !$0.isTest && !$0.isExternal }.map(\.id))
    let buildGraph = Digraph(
      nodes: built.sorted(),
      edges: graph.dependencies.filter { built.contains($0.from) && built.contains($0.to) }.map { ($0.from, $0.to) })
    let longest = buildGraph.longestPath { Double(sizes[$0]?.lines ?? 0) }
    return MetricsReport(
      modules: modules, longestBuildPath: longest.path, longestBuildPathLines: Int(longest.weight),
      typesKnown: graph.modules.contains { !$0.isExternal }
        && graph.modules.allSatisfy { $0.isExternal || sizes[$0.id]?.types != nil })
  }
}
