import PlumbModel

/// Modules of one independent layer (`independent: true`), or of one `groups` glob, must not depend on each other.
///
/// This is Build-block Architecture's central rule: "there is no dependency between targets of the same library".
public struct FeatureIndependenceRule: Rule {
  public static let info = RuleInfo(
    id: "feature-independence",
    summary: "Sibling feature modules do not depend on each other.",
    rationale: """
      Feature modules that know each other stop being features: a change to one rebuilds and may break the \
      other, and neither can be built, previewed or tested alone. When one screen leads to another, the \
      navigation belongs to a coordinator in the app, which depends on both; what the features share belongs in \
      a lower layer. Build-block Architecture states it as its essential rule: no dependency between targets of \
      the same library.
      """,
    defaultSeverity: .error)

  public static let parameters = [
    RuleParameter(
      "groups", .strings, default: .strings([]),
      help: "Module name globs (`*Feature`); the modules one glob matches must not depend on each other.")
  ]

  static let layers = """
    layers:
      - name: App
        modules: App
      - name: Modules
        modules: [MacsList, MacDetails, Favorites]
        independent: true
      - name: Core
        modules: Core
    """

  public static let triggeringExamples = [
    RuleExample(
      "App[app] -> MacsList; App -> MacDetails; ↓MacsList -> MacDetails; MacDetails -> Core", configuration: layers),
    RuleExample(
      "↓HomeFeature -> ProfileFeature; ProfileFeature -> Core",
      configuration: "rules:\n  feature-independence:\n    groups: ['*Feature']"),
  ]

  public static let nonTriggeringExamples = [
    RuleExample("App[app] -> MacsList; App -> MacDetails; MacsList -> Core; MacDetails -> Core", configuration: layers),
    RuleExample("MacsListTests[test] -> MacsList; MacsListTests -> MacDetails", configuration: layers),
  ]

  let groups: [Glob]

  public init(parameters: RuleParameterValues) {
    groups = parameters.strings("groups").map(Glob.init)
  }

  /// What makes two modules independent siblings, in words (`layer Modules`, `group '*Feature'`); nil when they are
  /// not. `flow-through-app` asks it too, to leave these pairs to this rule.
  static func group(from: Module, to: Module, groups: [Glob], in context: RuleContext) -> String? {
    if let layer = context.layer(of: from.id), layer.independent, context.layer(of: to.id)?.name == layer.name {
      return "layer \(layer.name)"
    }
    return groups.first { $0.matches(from.name) && $0.matches(to.name) }.map { "group '\($0.pattern)'" }
  }

  public func check(_ context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    for dependency in context.graph.dependencies where dependency.from != dependency.to {
      guard let from = context.graph[dependency.from], let to = context.graph[dependency.to], !from.isTest else {
        continue
      }
      guard let group = Self.group(from: from, to: to, groups: groups, in: context) else { continue }
      findings.append(
        context.finding(
          "'\(context.displayName(from.id))' must not depend on '\(context.displayName(to.id))': both are "
            + "independent modules of \(group)",
          at: context.location(of: dependency), modules: [from.id, to.id],
          notes: [
            "let a coordinator in the app connect them, or move what they share to a lower layer"
          ]))
    }
    return findings
  }
}
