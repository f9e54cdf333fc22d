import PlumbModel

/// A module's code depends only on modules its manifest (or project) declares.
///
/// The code's dependencies come from the scanned sources: imports, and types used through a re-exporting module.
/// The finding points at the first import (or use). With `allow-transitive: true`, a module reachable through the
/// declared dependencies is accepted too.
public struct UndeclaredImportRule: Rule {
  public static let info = RuleInfo(
    id: "undeclared-import",
    summary: "Modules import only what they declare as dependencies.",
    rationale: """
      An import of a module that is not declared compiles only by accident: because another dependency happens to \
      pull the module in, or because Xcode built it first. It breaks when that other dependency goes, it hides a \
      real edge from the module graph (and from every rule that reads it), and it makes build order fragile. \
      Declare what you import.
      """,
    defaultSeverity: .error)

  public static let needsSourceFacts = true

  public static let parameters = [
    RuleParameter(
      "allow-transitive", .boolean, default: .boolean(false),
      help: "Accept imports of modules reachable through the declared dependencies.")
  ]

  public static let triggeringExamples = [
    RuleExample("App[app] -> Core; ↓App ..> Networking; Core -> Networking"),
    RuleExample("Networking; ↓Networking ..> Analytics; Analytics"),
  ]

  public static let nonTriggeringExamples = [
    RuleExample("App[app] -> Core -> Networking"),
    RuleExample(
      "App[app] -> Core; App ..> Networking; Core -> Networking",
      configuration: "rules:\n  undeclared-import:\n    allow-transitive: true"),
  ]

  let allowTransitive: Bool

  public init(parameters: RuleParameterValues) {
    allowTransitive = parameters.boolean("allow-transitive")
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let facts = context.sourceFacts else { return [] }
    let declared = Set(context.graph.dependencies.filter(\.isDeclared).map { "\($0.from)\u{0}\($0.to)" })
    let declaredGraph = Digraph(
      nodes: context.graph.modules.map(\.id),
      edges: context.graph.dependencies.filter(\.isDeclared).map { ($0.from, $0.to) })
    var findings: [Finding] = []
    for actual in facts.actualDependencies where actual.from != actual.to {
      guard context.graph[actual.from]?.isExternal == false, context.graph[actual.to] != nil,
        !declared.contains("\(actual.from)\u{0}\(actual.to)")
      else { continue }
      if allowTransitive, declaredGraph.transitiveSuccessors(of: actual.from).contains(actual.to) { continue }
      let from = context.displayName(actual.from), to = context.displayName(actual.to)
      findings.append(
        context.finding(
          "'\(from)' imports '\(to)' but does not declare a dependency on it",
          at: actual.location ?? context.graph[actual.from]?.declaredAt, modules: [actual.from, actual.to],
          notes: ["declare '\(to)' among the dependencies of '\(from)'"]))
    }
    return findings
  }
}
