import PlumbModel

/// Build time (High is the cost), from the build-time model (`BuildTimeModel`): the module graph weighted by each
/// module's build cost (files, lines, slow-to-type-check expressions, a fixed cost per module, twice for what a
/// plugin or a macro runs), what must build one after the other, and what a change rebuilds.
///
/// - longest build path (0.4): the cost of the model's critical path over the whole cost: with one module,
///   everything builds in one step;
/// - rebuilt by a change (0.4): for a change in a module, the cost of that module and of the modules that import it
///   directly (the build stops there: `BuildTimeModel.incrementalCosts`), over the whole cost; the mean over modules
///   weighted by their cost;
/// - parallel width (0.2): the most code modules on one layer of the graph, which can build side by side; one
///   is 1 (slow), four or more is 0.
///
/// The first two read code lines until the model existed; they read its costs now, on the same 0–1 scale. The
/// scores move a little where modules differ in more than lines: the fixed cost per file and per module weighs small
/// modules up (a chain of small modules costs more than its lines say). When a change was counted as rebuilding
/// every module above it, directly or not, and the weights were read off by hand, the samples scored BbA 70 and
/// VIPER 85; with direct dependents only and the fitted weights (Benchmarks/buildtime.md, 2026-11-26) BbA 71 (its
/// longest path 84% of the cost, was 83%: the weights) and VIPER 80 (a change rebuilds 50% of the cost on average,
/// was 62%: its five modules are one chain, and a change no longer counts the whole chain above it); no rating
/// moved. The system modules' first imports (2026-11-26, second revision) are part of the clean build's setup, which
/// this criterion leaves out; the refitted per-module and per-file weights (17 and 60, were 3 and 67) moved some
/// shares by a point (FollowsAudit's longest path 71%, was 72%) and no score.
enum BuildTime: CriterionMeasure {
  static let criterion = Criterion.buildTime

  static func measures(_ context: ScoreContext) -> [Measure] {
    let model = BuildTimeModel(graph: context.codebase.graph, files: context.codebase.files)
    // The modules' costs only: the clean build's setup is the same whatever the graph.
    let total = Double(max(1, model.modulesCost))
    let path = model.criticalPath()
    let pathShare = min(1, Double(path.cost - model.setupCost) / total)
    var measures = [
      Measure(
        name: "longest build path's share of the build cost", value: pathShare,
        shown: "\(percent(pathShare)) (\(path.modules.count) modules)", normalized: pathShare, weight: 0.4)
    ]
    let rebuilt = model.meanRebuild() / total
    measures.append(
      Measure(
        name: "build cost a change rebuilds (mean, weighted by cost)", value: rebuilt, shown: percent(rebuilt),
        normalized: min(1, rebuilt), weight: 0.4))
    var perLayer: [Int: Int] = [:]
    for module in context.codeMetrics { perLayer[module.depth, default: 0] += 1 }
    let width = perLayer.values.max() ?? 1
    measures.append(
      Measure(
        name: "code modules that can build side by side", value: Double(width), shown: String(width),
        normalized: ramp(Double(width), from: 4, to: 1), weight: 0.2))
    return measures
  }
}
