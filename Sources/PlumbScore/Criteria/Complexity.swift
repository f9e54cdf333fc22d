import PlumbModel

/// Complexity (High is the cost): how much machinery a screen needs, and how branchy the code is.
///
/// - types per screen (0.25): architectural types (protocols included) per screen; 2 or fewer is 0, 8 or more 1;
/// - files per screen (0.15): code files per screen; 2 or fewer is 0, 8 or more 1;
/// - indirection layers per screen (0.3): the mean number of roles a screen passes through, from its view down
///   the types it holds (view → view model is 2; view → presenter → interactor → worker is 4); 1 is 0, 5 is 1;
/// - cyclomatic complexity (0.3): the mean over functions of lizard's cyclomatic complexity; 1 is 0, 5 is 1.
enum Complexity: CriterionMeasure {
  static let criterion = Criterion.complexity

  static func measures(_ context: ScoreContext) -> [Measure] {
    let codebase = context.codebase
    var measures: [Measure] = []
    let screens = context.screens
    if !screens.isEmpty {
      let types = context.architecturalTypes.count
      let perScreen = Double(types) / Double(screens.count)
      measures.append(
        Measure(
          name: "architectural types per screen", value: perScreen, shown: decimal(perScreen),
          normalized: ramp(perScreen, from: 2, to: 8), weight: 0.25))
      let files = Double(codebase.files.count) / Double(screens.count)
      measures.append(
        Measure(
          name: "files per screen", value: files, shown: decimal(files), normalized: ramp(files, from: 2, to: 8),
          weight: 0.15))
      let layers = screens.reduce(0) { $0 + indirection(of: $1.view, in: codebase) }
      let mean = Double(layers) / Double(screens.count)
      measures.append(
        Measure(
          name: "roles a screen passes through (mean)", value: mean, shown: decimal(mean),
          normalized: ramp(mean, from: 1, to: 5), weight: 0.3))
    }
    let functions = codebase.files.flatMap(\.functions).map(\.cyclomaticComplexity)
    if !functions.isEmpty {
      let mean = Double(functions.reduce(0, +)) / Double(functions.count)
      measures.append(
        Measure(
          name: "cyclomatic complexity per function (mean of \(functions.count))", value: mean, shown: decimal(mean),
          normalized: ramp(mean, from: 1, to: 5), weight: 0.3))
    }
    return measures
  }

  /// The distinct roles met walking down what the view holds, three levels deep.
  static func indirection(of view: TypeGraph.Node, in codebase: Codebase) -> Int {
    var roles: Set<Role> = []
    var frontier = [view]
    var seen: Set<TypeGraph.Node> = [view]
    for _ in 0..<4 {
      var next: [TypeGraph.Node] = []
      for node in frontier {
        if let role = codebase.types[node]?.role, ScoreContext.architecturalRoles.contains(role) { roles.insert(role) }
        for held in codebase.held(by: node) where seen.insert(held).inserted { next.append(held) }
      }
      frontier = next
    }
    return max(1, roles.count)
  }
}
