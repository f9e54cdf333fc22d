import PlumbModel

/// Scalability: whether a new feature can be added beside the others without touching them.
///
/// - modules outside cycles (0.25): code modules in no dependency cycle;
/// - screens that stand alone (0.3): screens whose view and logic name no other screen's types (coordinators
///   and routers, whose job that is, aside);
/// - screens outside the app target (0.25): screens that live in a module other than an app target, where a new
///   feature is a new module rather than more files in one target;
/// - layering depth (0.2): the depth of the code module graph; 0 layers below the top is 0, 3 or more is 1.
enum Scalability: CriterionMeasure {
  static let criterion = Criterion.scalability

  static func measures(_ context: ScoreContext) -> [Measure] {
    let codebase = context.codebase
    let code = Set(codebase.codeModules.map(\.id))
    var measures: [Measure] = []
    let cyclic = Set(codebase.graph.digraph.cyclicComponents().joined()).intersection(code).count
    measures.append(
      Measure(
        name: "code modules outside dependency cycles", value: share(code.count - cyclic, of: code.count),
        shown: fraction(code.count - cyclic, of: code.count), normalized: share(code.count - cyclic, of: code.count),
        weight: 0.25))
    let screens = context.screens
    if !screens.isEmpty {
      let reaching = Set(context.census.navigators.filter { !NavigationCensus.centralRoles.contains($0.role) && !$0.screensReached.isEmpty }.map(\.node))
      let alone = screens.filter { screen in !reaching.contains(screen.view) && !screen.logic.contains { reaching.contains($0) } }.count
      measures.append(
        Measure(
          name: "screens that name no other screen", value: share(alone, of: screens.count),
          shown: fraction(alone, of: screens.count), normalized: share(alone, of: screens.count), weight: 0.3))
      let outside = screens.filter { !codebase.appModules.contains($0.view.module) }.count
      measures.append(
        Measure(
          name: "screens outside app targets", value: share(outside, of: screens.count),
          shown: fraction(outside, of: screens.count), normalized: share(outside, of: screens.count), weight: 0.25))
    }
    let depth = context.codeMetrics.map(\.depth).max() ?? 0
    measures.append(
      Measure(
        name: "layers of code modules", value: Double(depth + 1), shown: String(depth + 1),
        normalized: ramp(Double(depth), from: 0, to: 3), weight: 0.2))
    return measures
  }
}
