import PlumbMetrics
import PlumbModel

/// What every criterion reads: the codebase, its screens and navigation, the detected style and the metrics.
struct ScoreContext {
  let codebase: Codebase
  let screens: [Screen]
  let census: NavigationCensus
  let detection: StyleDetection
  let metrics: MetricsReport
  /// Types whose role is one of `architecturalRoles`.
  let architecturalTypes: [Codebase.TypeInfo]
  /// Metrics of the code modules (tests and externals aside).
  let codeMetrics: [ModuleMetrics]
  /// Their code lines, at least 1 (a divisor).
  let totalLines: Int

  init(codebase: Codebase, screens: [Screen], census: NavigationCensus, detection: StyleDetection, metrics: MetricsReport) {
    self.codebase = codebase
    self.screens = screens
    self.census = census
    self.detection = detection
    self.metrics = metrics
    architecturalTypes = codebase.types.values.filter { ScoreContext.architecturalRoles.contains($0.role) }
    let code = Set(codebase.codeModules.map(\.id))
    codeMetrics = metrics.modules.filter { code.contains($0.module) }
    totalLines = max(1, codeMetrics.reduce(0) { $0 + $1.lines })
  }

  /// Roles that make up a screen's machinery (not data, not the unknown).
  static let architecturalRoles: Set<Role> = [
    .view, .viewController, .viewModel, .presenter, .interactor, .router, .coordinator, .worker, .useCase,
    .repository, .service, .factory, .reducer,
  ]
}

/// One criterion: how it is measured. Each lives in a file of its own with its formula.
protocol CriterionMeasure {
  static var criterion: Criterion { get }
  /// The measures, each with its weight; a measure that cannot be taken is left out and the others' weights
  /// are scaled up to add to 1.
  static func measures(_ context: ScoreContext) -> [Measure]
}

extension CriterionMeasure {
  static func score(_ context: ScoreContext, thesis: Rating?) -> CriterionScore {
    var measures = measures(context)
    let total = measures.reduce(0) { $0 + $1.weight }
    if total > 0 { for index in measures.indices { measures[index].weight /= total } }
    let value = measures.reduce(0) { $0 + $1.weight * $1.normalized }
    // Four decimals are plenty to read, and keep JSON free of binary-fraction noise.
    for index in measures.indices {
      measures[index].value = rounded(measures[index].value)
      measures[index].normalized = rounded(measures[index].normalized)
      measures[index].weight = rounded(measures[index].weight)
    }
    let score = Int((value * 100).rounded())
    return CriterionScore(criterion: criterion, score: score, rating: Rating(score: score), measures: measures, thesis: thesis)
  }
}

func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

/// 0 at `low`, 1 at `high`, linear between (either order), clamped.
func ramp(_ value: Double, from low: Double, to high: Double) -> Double {
  guard high != low else { return value >= high ? 1 : 0 }
  return min(1, max(0, (value - low) / (high - low)))
}

func share(_ part: Int, of whole: Int) -> Double { whole == 0 ? 0 : Double(part) / Double(whole) }

func fraction(_ part: Int, of whole: Int) -> String { "\(part) of \(whole)" }

func decimal(_ value: Double) -> String {
  let rounded = (value * 10).rounded() / 10
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
