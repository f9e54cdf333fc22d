import Foundation
import PlumbModel

/// What running the rules produced: their findings, sorted, and notes about rules that could not run.
public struct RuleRunResult: Sendable {
  public var findings: [Finding]
  public var diagnostics: [Diagnostic]
  /// The rules that ran (reporters list them, including those that found nothing), sorted by id.
  public var rules: [RuleInfo]

  public init(findings: [Finding], diagnostics: [Diagnostic], rules: [RuleInfo]) {
    self.findings = findings
    self.diagnostics = diagnostics
    self.rules = rules
  }
}

/// The rules stage: runs every enabled rule over the checked graph, handing each a context with its id, its
/// severity and what the earlier stages computed (metrics, layers, source facts). It computes nothing itself.
public struct RuleRunner: Sendable {
  public var rules: [any Rule.Type]

  public init(rules: [any Rule.Type] = RuleRegistry.all) {
    self.rules = rules
  }

  /// Whether a rule the configuration enables reads the code index: only then is it worth building. Layers and
  /// `forbidden`/`allowed`/`required` entries that select files or types need it too.
  public func needsCode(_ configuration: Configuration) -> Bool {
    let policies = configuration.forbidden + configuration.allowed + configuration.required
    let codeIsConfigured =
      !configuration.layers.isEmpty || policies.contains { PolicyEdges.judgesCode($0, layers: configuration.layers) }
    return rules.contains {
      $0.needsCode(with: configuration.parameters(of: $0)) && configuration.severity(of: $0) != nil
    }
      || (codeIsConfigured && rules.contains { $0.judgesLayersInCode && configuration.severity(of: $0) != nil })
  }

  /// Whether a rule the configuration enables reads the edges' evidence on this graph.
  public func needsEvidence(_ configuration: Configuration, graph: ModuleGraph) -> Bool {
    rules.contains { configuration.severity(of: $0) != nil && $0.needsEvidence(for: graph) }
  }

  /// - Parameters:
  ///   - graph: the graph already narrowed by `include`/`exclude`.
  ///   - layers: computed from `configuration` when nil.
  ///   - work: counts the steps of rules that could grow faster than the graph (tests); nil in normal runs.
  public func run(
    graph: ModuleGraph, configuration: Configuration, metrics: [ModuleID: ModuleMetrics],
    layers: LayerMembership? = nil, sourceFacts: SourceFacts? = nil, code: CodeIndex? = nil,
    evidence: DependencyEvidence? = nil, root: URL? = nil, unreadDefinitions: [Location] = [],
    work: WorkCounter? = nil
  ) -> RuleRunResult {
    let layers = layers ?? LayerMembership(configuration: configuration, graph: graph, code: code)
    var findings: [Finding] = []
    var diagnostics: [Diagnostic] = []
    var ran: [RuleInfo] = []
    for rule in rules {
      guard let severity = configuration.severity(of: rule) else { continue }
      if (rule.needsSourceFacts && sourceFacts == nil) || (rule.needsCode && code == nil) {
        // Said only when the configuration asks for the rule: otherwise every run would repeat it.
        if configuration.rules[rule.info.id] != nil {
          diagnostics.append(Diagnostic(.note, "rule '\(rule.info.id)' skipped: it needs the sources scanned"))
        }
        continue
      }
      var context = RuleContext(
        graph: graph, configuration: configuration, layers: layers, metrics: metrics, sourceFacts: sourceFacts,
        code: code, evidence: evidence, root: root, ruleID: rule.info.id, severity: severity, work: work)
      context.unreadDefinitions = unreadDefinitions
      findings += rule.init(parameters: configuration.parameters(of: rule)).check(context)
      ran.append(rule.info)
    }
    return RuleRunResult(findings: findings.sorted(), diagnostics: diagnostics, rules: ran.sorted { $0.id < $1.id })
  }
}
