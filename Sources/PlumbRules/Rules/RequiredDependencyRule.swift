import PlumbModel

/// Every module matched by the `from` of a `required:` entry depends directly on a module its `to` matches.
///
/// Types too: when the entry's `from` names types (a `type` glob or a type role such as `coordinator`), every type it
/// selects must reference (hold, use, inherit or adopt) a type or import a module that its `to` matches. Protocols
/// are not judged: they hold nothing. The finding points at the type's declaration.
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

  /// Every coordinator adopts the app's coordinator protocol, so the parent can start and finish it.
  static let typeConfiguration = """
    required:
      - comment: coordinators adopt Coordinator so their parent can start and release them
        from: { role: coordinator }
        to: { type: Coordinator }
    """

  public static let triggeringExamples = [
    RuleExample(
      "App[app] -> HomeFeature; App -> ProfileFeature; HomeFeature -> Core; ↓ProfileFeature",
      configuration: configuration),
    RuleExample(
      "App[app]", configuration: typeConfiguration,
      sources: [
        "App/Coordinator.swift": "protocol Coordinator: AnyObject {\n  func start()\n}",
        "App/Flows/SettingsCoordinator.swift": """
          ↓final class SettingsCoordinator {
            func start() {}
          }
          """,
      ]),
  ]

  public static let nonTriggeringExamples = [
    RuleExample(
      "App[app] -> HomeFeature; App -> ProfileFeature; HomeFeature -> Core; ProfileFeature -> Core",
      configuration: configuration),
    // A name-based check looks for `Coordinator` in the type's name; the adoption is what counts.
    RuleExample(
      "App[app]", configuration: typeConfiguration,
      sources: [
        "App/Coordinator.swift": "protocol Coordinator: AnyObject {\n  func start()\n}",
        "App/Flows/SettingsCoordinator.swift": """
          final class SettingsCoordinator: Coordinator {
            func start() {}
          }
          """,
      ]),
  ]

  public static let judgesLayersInCode = true

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
    let typePolicies = context.configuration.required.filter(\.from.selectsTypes)
    if let code = context.code, !typePolicies.isEmpty {
      let edges = PolicyEdges(context, code: code)
      var outgoing: [TypeGraph.Node: [PolicyEdges.End]] = [:]
      var imports: [String: [PolicyEdges.End]] = [:]
      for edge in edges.edges {
        if let type = edge.from.type {
          outgoing[type, default: []].append(edge.to)
        } else if let file = edge.from.file {
          imports[file, default: []].append(edge.to)
        }
      }
      for policy in typePolicies {
        for end in edges.types where policy.from.matches(end) {
          guard let type = end.type, let info = code.types[type], !info.isProtocol else { continue }
          let reached = (outgoing[type] ?? []) + (imports[info.file] ?? [])
          guard !reached.contains(where: policy.to.matches) else { continue }
          findings.append(
            context.finding(
              "'\(type.name)' must use a type or module matching \(policy.to)", at: info.location, modules: [type.module],
              symbol: [policy.name, type.name].compactMap { $0 }.joined(separator: " "),
              notes: (policy.comment.map { [$0] } ?? []) + [context.roleNote(info)], severity: policy.severity))
        }
      }
    }
    return findings
  }
}
