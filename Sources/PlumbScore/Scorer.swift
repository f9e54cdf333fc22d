import PlumbMetrics
import PlumbModel

/// The score stage: the detected style and the eight criteria, from the scan, the type graph and the metrics.
/// A pure function: no rating is typed in; change the code and the scores move.
public enum Scorer {
  static let criteria: [any CriterionMeasure.Type] = [
    CodeOrganization.self, Coupling.self, Modularization.self, Complexity.self, Scalability.self, BuildTime.self,
    Maintainability.self, NavigationFlexibility.self,
  ]

  /// - Parameters:
  ///   - name: what to call the codebase (its folder's name).
  ///   - interpretation: the checked graph (tests included: they count for maintenance), its own code and the
  ///     type graph.
  ///   - metrics: the package metrics of the checked graph.
  ///   - eachModule: whether each code module's own style is detected too (`ArchitectureScore.modules`, a detection
  ///     per module); false leaves them out (`plumb history`, whose rows show the codebase's style only).
  public static func score(
    name: String, interpretation: Interpretation, metrics: MetricsReport, eachModule: Bool = true
  ) -> ArchitectureScore {
    let codebase = Codebase(interpretation)
    let detector = StyleDetector(codebase: codebase)
    let screens = codebase.screens()
    let census = NavigationCensus(codebase: codebase, screens: screens)
    let detection = detector.detect(screens: screens, census: census, modules: nil)
    let context = ScoreContext(
      codebase: codebase, screens: screens, census: census, detection: detection, metrics: metrics)
    let column = ThesisTable.column(for: detection.style)
    let thesis = column.flatMap { ThesisTable.ratings[$0] } ?? [:]
    return ArchitectureScore(
      name: name, detection: detection, modules: eachModule ? detector.moduleStyles() : [],
      criteria: criteria.map { $0.score(context, thesis: thesis[$0.criterion]) }, thesisColumn: column,
      codeModules: codebase.codeModules.count, files: codebase.files.count, lines: codebase.codeLines)
  }
}
