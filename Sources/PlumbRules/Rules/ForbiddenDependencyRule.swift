import PlumbModel

/// No edge may match an entry of `forbidden:` (`from` and `to` matchers: module, path, layer, role).
///
/// Each finding carries the entry's `comment`, so the configuration explains the rule where it is broken.
public struct ForbiddenDependencyRule: Rule {
  public static let info = RuleInfo(
    id: "forbidden-dependency",
    summary: "No dependency matches an entry of `forbidden:` in the configuration.",
    rationale: """
      Some edges are wrong for reasons only the team knows: features must not reach into the app, nothing but \
      the networking module may link the HTTP client, UI modules must not link the database. `forbidden:` writes \
      each such decision down once, with a comment saying why, and this rule keeps it.
      """,
    defaultSeverity: .error)

  static let configuration = """
    forbidden:
      - name: no-feature-to-app
        comment: features talk to the app through callbacks, never by importing it
        from: { module: "*Feature" }
        to: { role: app }
    """

  public static let triggeringExamples = [
    RuleExample("App[app] -> HomeFeature; ↓HomeFeature -> App", configuration: configuration)
  ]

  public static let nonTriggeringExamples = [
    RuleExample("App[app] -> HomeFeature; HomeFeature -> Core", configuration: configuration)
  ]

  public init(parameters: RuleParameterValues) {}

  public func check(_ context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    for dependency in context.graph.dependencies {
      guard let from = context.graph[dependency.from], let to = context.graph[dependency.to] else { continue }
      let fromLayer = context.layer(of: from.id)?.name
      let toLayer = context.layer(of: to.id)?.name
      for policy in context.configuration.forbidden
      where policy.from.matches(from, layer: fromLayer) && policy.to.matches(to, layer: toLayer) {
        let label = policy.name.map { " (\($0))" } ?? ""
        findings.append(
          context.finding(
            "'\(context.displayName(from.id))' must not depend on '\(context.displayName(to.id))'\(label)",
            at: context.location(of: dependency), modules: [from.id, to.id], symbol: policy.name,
            notes: policy.comment.map { [$0] } ?? ["forbidden: from \(policy.from) to \(policy.to)"],
            severity: policy.severity))
      }
    }
    return findings
  }
}
