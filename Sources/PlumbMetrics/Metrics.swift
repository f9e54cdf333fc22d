import PlumbModel

/// Package metrics (Robert C. Martin's Ca, Ce, I, A, D and more) computed from a module graph.
///
/// Couplings count modules of the graph: test targets are left out as dependents (a test depending on a module
/// does not make the module harder to change), external products count as dependencies (they are couplings the
/// module carries).
public enum Metrics {
  /// Metrics of every module of the graph, sorted by module id. Modules missing from `sizes` count as empty.
  public static func compute(graph: ModuleGraph, sizes: [ModuleID: ModuleSize] = [:]) -> MetricsReport {
    let digraph = graph.digraph
    let depths = digraph.layers()
    let testModules = Set(graph.modules.filter(\.isTest).map(\.id))
    var modules: [ModuleMetrics] = []
    for module in graph.modules {
      let dependents = Set(graph.dependents(of: module.id).map(\.from)).subtracting(testModules).subtracting([module.id])
      let dependencies = Set(graph.dependencies(of: module.id).map(\.to)).subtracting([module.id])
      let afferent = dependents.count
      let efferent = dependencies.count
      let instability = afferent + efferent == 0 ? 0 : Double(efferent) / Double(afferent + efferent)
      let size = sizes[module.id]
      let types = size?.types ?? 0
      let abstractness = types == 0 ? 0 : Double(size?.abstractTypes ?? 0) / Double(types)
      let testers = graph.dependents(of: module.id).map(\.from).filter(testModules.contains)
      let lines = size?.lines ?? 0
      var testRatio: Double?
      if !testers.isEmpty, !module.isTest {
        let testLines = Set(testers).reduce(0) { $0 + (sizes[$1]?.lines ?? 0) }
        testRatio = lines == 0 ? nil : Double(testLines) / Double(lines)
      }
      let transitive = digraph.transitivePredecessors(of: module.id).subtracting(testModules).subtracting([module.id])
      modules.append(
        ModuleMetrics(
          module: module.id, afferent: afferent, efferent: efferent, instability: instability,
          abstractness: abstractness, distance: abs(abstractness + instability - 1), lines: lines,
          files: size?.files ?? 0, types: types, testRatio: testRatio, depth: depths[module.id] ?? 0,
          transitiveDependents: transitive.count))
    }
    // The longest build path: the chain of dependencies whose sources weigh most, tests and externals aside.
    let buildGraph = graph.filter { !$0.isTest && !$0.isExternal }.digraph
    let longest = buildGraph.longestPath { Double(sizes[$0]?.lines ?? 0) }
    return MetricsReport(
      modules: modules, longestBuildPath: longest.path, longestBuildPathLines: Int(longest.weight),
      typesKnown: graph.modules.contains { !$0.isExternal }
        && graph.modules.allSatisfy { $0.isExternal || sizes[$0.id]?.types != nil })
  }
}
