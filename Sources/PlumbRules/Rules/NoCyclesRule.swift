import PlumbModel

/// Modules must not depend on each other in a cycle (the Acyclic Dependencies Principle).
///
/// Every elementary cycle is reported with its path, starting at its alphabetically first module, up to
/// `max-cycles`. The finding points at the manifest line that declares the cycle's first edge.
public struct NoCyclesRule: Rule {
  public static let info = RuleInfo(
    id: "no-cycles",
    summary: "Modules must not depend on each other in a cycle.",
    rationale: """
      A cycle welds its modules into one: none of them can be built, tested or reused without the others, and a \
      change to any of them rebuilds all of them (Robert C. Martin's Acyclic Dependencies Principle). SwiftPM \
      rejects cycles between targets of one package, but cycles across packages, Xcode projects and inferred \
      modules still happen. Break a cycle by moving the shared part down a layer or by inverting one edge with a \
      protocol.
      """,
    defaultSeverity: .error)

  public static let parameters = [
    RuleParameter(
      "max-cycles", .integer, default: .integer(20),
      help: "At most this many cycles are reported; a large tangle has exponentially many.")
  ]

  public static let triggeringExamples = [
    RuleExample("App[app] -> MacsList; MacsList -> Core; ↓Core -> MacsList"),
    RuleExample("↓A -> B -> C -> A"),
    RuleExample("↓↓A -> B; B -> A; B -> C; C -> A"),
    RuleExample("↓Loop -> Loop"),
  ]

  public static let nonTriggeringExamples = [
    RuleExample("App[app] -> MacsList; App -> MacDetails; MacsList -> Core; MacDetails -> Core"),
    RuleExample("A -> B -> C; A -> C"),
  ]

  let maxCycles: Int

  public init(parameters: RuleParameterValues) {
    maxCycles = max(1, parameters.integer("max-cycles"))
  }

  public func check(_ context: RuleContext) -> [Finding] {
    let cycles = context.graph.digraph.elementaryCycles(limit: maxCycles + 1)
    var edges: [ModuleID: [ModuleID: Dependency]] = [:]
    for dependency in context.graph.dependencies { edges[dependency.from, default: [:]][dependency.to] = dependency }
    var findings: [Finding] = []
    for cycle in cycles.prefix(maxCycles) {
      let closing = cycle + [cycle[0]]
      let path = closing.map(context.displayName).joined(separator: " → ")
      let firstEdge = edges[closing[0]]?[closing[1]]
      findings.append(
        context.finding(
          "dependency cycle: \(path)", at: firstEdge.flatMap(context.location(of:)), modules: cycle,
          notes: [
            "break the cycle by moving what the modules share into a lower module, or invert one edge with a protocol"
          ]))
    }
    if cycles.count > maxCycles, !findings.isEmpty {
      findings[findings.count - 1].notes.append(
        "more cycles exist; only the first \(maxCycles) are reported (raise 'max-cycles' to see more)")
    }
    return findings
  }
}
