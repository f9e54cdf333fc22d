import PlumbModel

/// No edge may match an entry of `forbidden:` (`from` and `to` matchers: module, path, layer, role, type).
///
/// Inside targets too: an entry that selects files or types (a `type` glob, a type role such as `viewModel`, a
/// `path`, or a layer placed by paths, types or roles) is also judged on every type reference and every import
/// between files, so a one-target app can forbid its view models to use its networking folder. Such a finding points
/// at the using declaration or the import. Each finding carries the entry's `comment`, so the configuration explains
/// the rule where it is broken.
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

  /// View models of one app target reach the network only through the repositories.
  static let typeConfiguration = """
    forbidden:
      - name: no-network-in-view-models
        comment: view models ask a repository; only repositories talk to the API client
        from: { role: viewModel }
        to: { path: "**/Networking/**" }
    """

  public static let triggeringExamples = [
    RuleExample("App[app] -> HomeFeature; ↓HomeFeature -> App", configuration: configuration),
    // One target: a check of modules sees nothing to judge.
    RuleExample(
      "App[app]", configuration: typeConfiguration,
      sources: [
        "App/Features/Macs/MacsListViewModel.swift": """
          ↓final class MacsListViewModel {
            let client: APIClient
            init(client: APIClient) { self.client = client }
          }
          """,
        "App/Networking/APIClient.swift": "final class APIClient {\n  func get(_ path: String) {}\n}",
      ]),
  ]

  public static let nonTriggeringExamples = [
    RuleExample("App[app] -> HomeFeature; HomeFeature -> Core", configuration: configuration),
    // The view model goes through a repository; the repository may use the client. A check of file names alone
    // (`*ViewModel.swift` beside `Networking/`) cannot tell the two apart.
    RuleExample(
      "App[app]", configuration: typeConfiguration,
      sources: [
        "App/Features/Macs/MacsListViewModel.swift": """
          final class MacsListViewModel {
            let repository: MacsRepository
            init(repository: MacsRepository) { self.repository = repository }
          }
          """,
        "App/Data/MacsRepository.swift": """
          final class MacsRepository {
            let client: APIClient
            init(client: APIClient) { self.client = client }
          }
          """,
        "App/Networking/APIClient.swift": "final class APIClient {\n  func get(_ path: String) {}\n}",
      ]),
  ]

  public static let judgesLayersInCode = true

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
    let inCode = context.configuration.forbidden.filter {
      PolicyEdges.judgesCode($0, layers: context.configuration.layers)
    }
    if let code = context.code, !inCode.isEmpty {
      let edges = PolicyEdges(context, code: code)
      for policy in inCode {
        for edge in edges.edges
        where policy.from.matches(edge.from) && policy.to.matches(edge.to)
          && !PolicyEdges.reportedByModules(edge, policy, context)
        {
          let label = policy.name.map { " (\($0))" } ?? ""
          let verb = edge.isImport ? "import" : "use"
          let from = edge.from.label(context)
          let to = edge.to.label(context)
          findings.append(
            context.finding(
              "'\(from)' must not \(verb) '\(to)'\(label)", at: edge.location,
              modules: Array(Set([edge.from.module.id, edge.to.module.id])).sorted(),
              symbol: [policy.name, "\(from) -> \(to)"].compactMap { $0 }.joined(separator: " "),
              notes: policy.comment.map { [$0] } ?? ["forbidden: from \(policy.from) to \(policy.to)"],
              severity: policy.severity))
        }
      }
    }
    return findings
  }
}
