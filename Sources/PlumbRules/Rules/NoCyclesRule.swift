import PlumbModel

/// Modules must not depend on each other in a cycle (the Acyclic Dependencies Principle).
///
/// Every elementary cycle is reported with its path, starting at its alphabetically first module, up to
/// `max-cycles`. The finding points at the manifest line that declares the cycle's first edge.
///
/// Its notes say how to break it (`CycleAdvisor`): the cheapest edges whose removal leaves the cycle's strongly
/// connected component acyclic (an exact minimum for components of up to `exact-limit` modules, 20 by default,
/// Eades–Lin–Smyth's heuristic beyond), where an edge costs the imports, type references and extension members behind it; each cut edge on the
/// cycle with the move that removes it (remove the dependency or the imports, invert with a protocol, move the shared
/// types down, merge) and its declaration, imports and type references.
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
      help: "At most this many cycles are reported; a large tangle has exponentially many."),
    RuleParameter(
      "exact-limit", .integer, default: .integer(CycleAdvisor.exactModuleLimit),
      help: "Cycles among up to this many modules get the exact cheapest cut (its time doubles with each module "
        + "more; at most \(FeedbackArcSet.maximumExactNodeLimit)); larger ones a heuristic cut, marked as such."),
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
  let exactLimit: Int

  public init(parameters: RuleParameterValues) {
    maxCycles = max(1, parameters.integer("max-cycles"))
    exactLimit = parameters.integer("exact-limit")
  }

  /// The advice needs the evidence only where there is a cycle to break.
  public static func needsEvidence(for graph: ModuleGraph) -> Bool {
    !graph.digraph.isAcyclic
  }

  public func check(_ context: RuleContext) -> [Finding] {
    let cycles = context.graph.digraph.elementaryCycles(limit: maxCycles + 1)
    guard !cycles.isEmpty else { return [] }
    var edges: [ModuleID: [ModuleID: Dependency]] = [:]
    for dependency in context.graph.dependencies { edges[dependency.from, default: [:]][dependency.to] = dependency }
    let evidence =
      context.evidence
      ?? DependencyEvidence(graph: context.graph, sourceFacts: context.sourceFacts, code: context.code)
    let advice = CycleAdvisor.advise(evidence, exactModuleLimit: exactLimit)
    var findings: [Finding] = []
    for cycle in cycles.prefix(maxCycles) {
      let closing = cycle + [cycle[0]]
      let path = closing.map(context.displayName).joined(separator: " → ")
      let firstEdge = edges[closing[0]]?[closing[1]]
      let component = advice.first { $0.modules.contains(cycle[0]) }
      findings.append(
        context.finding(
          "dependency cycle: \(path)", at: firstEdge.flatMap(context.location(of:)), modules: cycle,
          notes: component.map { notes(for: closing, advice: $0, in: context) }
            ?? [
              "break the cycle by moving what the modules share into a lower module, or invert one edge with a protocol"
            ]))
    }
    if cycles.count > maxCycles, !findings.isEmpty {
      findings[findings.count - 1].notes.append(
        "more cycles exist; only the first \(maxCycles) are reported (raise 'max-cycles' to see more)")
    }
    return findings
  }

  /// The cut edges on this cycle, each with its move and the code behind it, then the cut for the whole component
  /// when it is more than this cycle's.
  private func notes(for closing: [ModuleID], advice: CycleAdvice, in context: RuleContext) -> [String] {
    let steps = Set(zip(closing, closing.dropFirst()).map { [$0, $1] })
    var notes: [String] = []
    for cut in advice.cuts where steps.contains([cut.from, cut.to]) {
      notes.append(
        "cut \(context.displayName(cut.from)) → \(context.displayName(cut.to)) (\(Self.costText(cut))): "
          + "\(cut.explanation); \(cut.evidence.summary())")
    }
    let method = advice.method == .exact ? "the exact minimum" : "a heuristic cut, maybe not the minimum"
    if advice.cuts.count > 1 || advice.modules.count > closing.count - 1 {
      let list = advice.cuts.map { "\(context.displayName($0.from)) → \(context.displayName($0.to))" }
      notes.append(
        "this cycle is one of those among \(advice.modules.count) modules; cutting \(advice.cuts.count) "
          + "edge\(advice.cuts.count == 1 ? "" : "s") (\(list.joined(separator: ", "))) breaks them all, at a cost of "
          + "\(advice.totalCost) (\(method)); 'plumb why' shows each edge's evidence")
    } else if advice.method == .heuristic {
      notes.append("\(method)")
    }
    return notes
  }

  static func costText(_ cut: CycleAdvice.Cut) -> String {
    let imports = cut.evidence.imports.count
    let types = cut.evidence.typeReferences.count
    var parts: [String] = []
    if imports > 0 { parts.append("\(imports) import\(imports == 1 ? "" : "s")") }
    if types > 0 { parts.append("\(types) type reference\(types == 1 ? "" : "s")") }
    return parts.isEmpty ? "no code uses it" : parts.joined(separator: ", ")
  }
}
