import PlumbModel

/// A module matched by the `from` of some `allowed:` entry may only have dependencies that an entry allows.
///
/// Modules no `allowed:` entry's `from` matches are not restricted: a list of allowed edges for the features does
/// not constrain the app.
public struct AllowedDependenciesRule: Rule {
  public static let info = RuleInfo(
    id: "allowed-dependencies",
    summary: "Modules named by `allowed:` depend only on what it allows.",
    rationale: """
      A forbidden list catches the mistakes someone thought of; an allowed list catches the rest. Listing what \
      the feature modules may depend on (Core, the design system, a few vetted packages) means every new \
      dependency is a decision that shows up in the configuration's review, not a surprise in the build graph.
      """,
    defaultSeverity: .error)

  static let configuration = """
    allowed:
      - comment: features build on Core only
        from: { module: "*Feature" }
        to: { module: [Core, DesignSystem] }
    """

  public static let triggeringExamples = [
    RuleExample(
      "App[app] -> HomeFeature; HomeFeature -> Core; ↓HomeFeature -> Alamofire[external]", configuration: configuration)
  ]

  public static let nonTriggeringExamples = [
    RuleExample(
      "App[app] -> HomeFeature; App -> Alamofire[external]; HomeFeature -> Core", configuration: configuration)
  ]

  public init(parameters: RuleParameterValues) {}

  public func check(_ context: RuleContext) -> [Finding] {
    let policies = context.configuration.allowed
    guard !policies.isEmpty else { return [] }
    var findings: [Finding] = []
    for dependency in context.graph.dependencies {
      guard let from = context.graph[dependency.from], let to = context.graph[dependency.to] else { continue }
      let fromLayer = context.layer(of: from.id)?.name
      let toLayer = context.layer(of: to.id)?.name
      let applicable = policies.filter { $0.from.matches(from, layer: fromLayer) }
      guard !applicable.isEmpty, !applicable.contains(where: { $0.to.matches(to, layer: toLayer) }) else { continue }
      let allowed = applicable.map { "\($0.to)" }.joined(separator: "; ")
      findings.append(
        context.finding(
          "'\(context.displayName(from.id))' may not depend on '\(context.displayName(to.id))': not among its allowed "
            + "dependencies",
          at: context.location(of: dependency), modules: [from.id, to.id],
          notes: applicable.compactMap(\.comment) + ["allowed: \(allowed)"],
          severity: applicable.compactMap(\.severity).max()))
    }
    return findings
  }
}
