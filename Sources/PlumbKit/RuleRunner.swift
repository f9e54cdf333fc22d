import Foundation
import PlumbMetrics
import PlumbModel
import PlumbRules

/// What running the rules produced: their findings, sorted, and notes about rules that could not run.
public struct RuleRunResult: Sendable {
  public var findings: [Finding]
  public var diagnostics: [Diagnostic]
  /// The rules that ran (reporters list them, including those that found nothing).
  public var rules: [RuleInfo]
  /// The metrics the rules read, over the graph narrowed by `include`/`exclude`.
  public var metrics: MetricsReport
  /// The graph the rules checked: the loaded graph narrowed by `include`/`exclude`.
  public var graph: ModuleGraph
}

/// Runs every enabled rule over a graph: narrows the graph to the configured modules, computes the metrics the
/// rules read, and hands each rule a context with its id and severity.
public struct RuleRunner: Sendable {
  public var rules: [any Rule.Type]

  public init(rules: [any Rule.Type] = RuleRegistry.all) {
    self.rules = rules
  }

  /// - Parameters:
  ///   - sizes: module sizes for the metrics; counted from the source files under `root` when nil.
  public func run(
    graph fullGraph: ModuleGraph, configuration: Configuration, sizes: [ModuleID: ModuleSize]? = nil,
    sourceFacts: SourceFacts? = nil, root: URL? = nil
  ) -> RuleRunResult {
    // Rebuilding a graph is not free on large workspaces: narrow it only when the configuration asks to.
    let graph =
      configuration.include.isEmpty && configuration.exclude.isEmpty
      ? fullGraph : fullGraph.filter(configuration.includes)
    let moduleSizes =
      sizes ?? Self.sizes(from: sourceFacts) ?? root.map { LineCounter.sizes(of: graph, root: $0) } ?? [:]
    let report = Metrics.compute(graph: graph, sizes: moduleSizes)
    let metrics = report.byModule
    var findings: [Finding] = []
    var diagnostics: [Diagnostic] = []
    var ran: [RuleInfo] = []
    for rule in rules {
      guard let severity = configuration.severity(of: rule) else { continue }
      if rule.needsSourceFacts && sourceFacts == nil {
        // Said only when the configuration asks for the rule: otherwise every run would repeat it.
        if configuration.rules[rule.info.id] != nil {
          diagnostics.append(Diagnostic(.note, "rule '\(rule.info.id)' skipped: it needs the sources scanned"))
        }
        continue
      }
      let context = RuleContext(
        graph: graph, configuration: configuration, metrics: metrics, sourceFacts: sourceFacts, root: root,
        ruleID: rule.info.id, severity: severity)
      findings += rule.init(parameters: configuration.parameters(of: rule)).check(context)
      ran.append(rule.info)
    }
    return RuleRunResult(
      findings: findings.sorted(), diagnostics: diagnostics, rules: ran.sorted { $0.id < $1.id }, metrics: report,
      graph: graph)
  }

  /// Sizes from the scanner's facts, when there are any.
  static func sizes(from facts: SourceFacts?) -> [ModuleID: ModuleSize]? {
    guard let facts, !facts.modules.isEmpty else { return nil }
    return facts.modules.mapValues {
      ModuleSize(lines: $0.lines, files: $0.files, types: $0.types, abstractTypes: $0.abstractTypes)
    }
  }
}
