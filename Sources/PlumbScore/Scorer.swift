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
  ///   - graph: the checked module graph, tests included (they count for maintenance).
  ///   - files, roles: the scan of the graph's modules.
  ///   - typeGraph: the type graph of `files` over `graph`.
  ///   - metrics: the package metrics of `graph`.
  public static func score(
    name: String, graph: ModuleGraph, files: [FileFacts], roles: [RoleAssignment], typeGraph: TypeGraph,
    metrics: MetricsReport
  ) -> ArchitectureScore {
    let codebase = Codebase(graph: graph, files: files, roles: roles, typeGraph: typeGraph)
    let detector = StyleDetector(codebase: codebase)
    let screens = codebase.screens()
    let census = NavigationCensus(codebase: codebase, screens: screens)
    let detection = detector.detect(screens: screens, census: census, modules: nil)
    let context = ScoreContext(
      codebase: codebase, screens: screens, census: census, detection: detection, metrics: metrics)
    let column = ThesisTable.column(for: detection.style)
    let thesis = column.flatMap { ThesisTable.ratings[$0] } ?? [:]
    return ArchitectureScore(
      name: name, detection: detection, modules: detector.moduleStyles(),
      criteria: criteria.map { $0.score(context, thesis: thesis[$0.criterion]) }, thesisColumn: column,
      codeModules: codebase.codeModules.count, files: codebase.files.count, lines: codebase.codeLines)
  }
}
