import PlumbModel

/// Build time (High is the cost), from the module graph weighted by code lines: what must build one after the
/// other, and what a change rebuilds.
///
/// - longest build path (0.4): the code lines on the heaviest chain of dependencies, over all code lines: with
///   one module, everything builds in one step;
/// - rebuilt by a change (0.4): for a change in a module, the lines of that module and of every module that
///   depends on it, directly or not, over all code lines; the mean over modules weighted by their lines;
/// - parallel width (0.2): the most code modules on one layer of the graph, which can build side by side; one
///   is 1 (slow), four or more is 0.
enum BuildTime: CriterionMeasure {
  static let criterion = Criterion.buildTime

  static func measures(_ context: ScoreContext) -> [Measure] {
    let metrics = context.codeMetrics
    let total = Double(context.totalLines)
    let pathShare = min(1, Double(context.metrics.longestBuildPathLines) / total)
    var measures = [
      Measure(
        name: "longest build path's share of the code", value: pathShare,
        shown: "\(percent(pathShare)) (\(context.metrics.longestBuildPath.count) modules)", normalized: pathShare,
        weight: 0.4)
    ]
    let code = Set(metrics.map(\.module))
    let lines = Dictionary(uniqueKeysWithValues: metrics.map { ($0.module, $0.lines) })
    // The lines of every code module that depends on each one, directly or not.
    let dependentLines = context.codebase.graph.digraph.transitivePredecessorWeights {
      code.contains($0) ? lines[$0] ?? 0 : 0
    }
    var weighted = 0.0
    for module in metrics {
      let rebuilt = Double(module.lines + (dependentLines[module.module] ?? 0)) / total
      weighted += rebuilt * Double(module.lines) / total
    }
    measures.append(
      Measure(
        name: "code a change rebuilds (mean, weighted by lines)", value: weighted, shown: percent(weighted),
        normalized: min(1, weighted), weight: 0.4))
    var perLayer: [Int: Int] = [:]
    for module in metrics { perLayer[module.depth, default: 0] += 1 }
    let width = perLayer.values.max() ?? 1
    measures.append(
      Measure(
        name: "code modules that can build side by side", value: Double(width), shown: String(width),
        normalized: ramp(Double(width), from: 4, to: 1), weight: 0.2))
    return measures
  }
}
