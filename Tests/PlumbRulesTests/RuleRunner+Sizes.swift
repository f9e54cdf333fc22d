import PlumbKit

extension RuleRunner {
  /// The metrics and rules stages over a graph built in code, with module sizes given by the test.
  func run(
    graph: ModuleGraph, configuration: Configuration, sizes: [ModuleID: ModuleSize], sourceFacts: SourceFacts? = nil
  ) -> RuleRunResult {
    run(
      graph: graph, configuration: configuration, metrics: Metrics.compute(graph: graph, sizes: sizes).byModule,
      sourceFacts: sourceFacts)
  }
}
