import PlumbModel

/// Every module matched by the `from` of a `required:` entry depends directly on a module its `to` matches.
public struct RequiredDependencyRule: Rule {
  public static let info = RuleInfo(
    id: "required-dependency",
    summary: "Modules named by `required:` depend on what it requires.",
    rationale: """
      Some dependencies are the architecture: every feature builds on Core (its models and shared components), \
      every test target links the test helpers. A module that skips them usually copies what it should share. \
      `required:` writes the expectation down; this rule points at the module declarations that miss it.
      """,
    defaultSeverity: .error)

  static let configuration = """
    required:
      - comment: features build on Core's shared components
        from: { module: "*Feature" }
        to: { module: Core }
    """

  public static let triggeringExamples = [
    RuleExample(
      "App[app] -> HomeFeature; App -> ProfileFeature; HomeFeature -> Core; ↓ProfileFeature",
      configuration: configuration)
  ]

  public static let nonTriggeringExamples = [
    RuleExample(
      "App[app] -> HomeFeature; App -> ProfileFeature; HomeFeature -> Core; ProfileFeature -> Core",
      configuration: configuration)
  ]

  public init(parameters: RuleParameterValues) {}

  public func check(_ context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    for policy in context.configuration.required {
      for module in context.graph.modules where policy.from.matches(module, layer: context.layer(of: module.id)?.name) {
        let satisfied = context.graph.dependencies(of: module.id).contains { dependency in
          guard let target = context.graph[dependency.to] else { return false }
          return policy.to.matches(target, layer: context.layer(of: target.id)?.name)
        }
        guard !satisfied else { continue }
        findings.append(
          context.finding(
            "'\(context.displayName(module.id))' must depend on \(policy.to)", at: module.declaredAt,
            modules: [module.id], symbol: policy.name ?? policy.to.description,
            notes: policy.comment.map { [$0] } ?? [], severity: policy.severity))
      }
    }
    return findings
  }
}
