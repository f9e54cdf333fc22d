import PlumbModel
import PlumbReporters

extension CheckReport {
  /// What reporters and diagrams need from a check: the checked graph, the findings, the rules that ran, the
  /// metrics and the configured layers.
  public var reportInput: ReportInput {
    ReportInput(
      root: root,
      graph: graph,
      findings: findings,
      diagnostics: diagnostics,
      rules: rules,
      metrics: metrics?.modules,
      layers: layers.isEmpty ? nil : layers.map { ReportLayer(name: $0.name, modules: $0.modules) },
      toolVersion: PlumbVersion.current
    )
  }
}
