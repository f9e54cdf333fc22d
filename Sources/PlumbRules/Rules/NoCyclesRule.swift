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
///
/// `levels` adds the levels inside the modules (issue 31): `folder` reports cycles between the folders of each module
/// (`FolderGraph`, as `plumb graph --level folder` draws them), `type` cycles between types (each type a node, each
/// reference of the type graph an edge). Both read the interpretation's type graph. At those levels each strongly
/// connected component (Tarjan's algorithm, linear in the references) is one finding: its shortest cycle through
/// its first node, the references on every edge of that cycle (file and line of the declaration that names the
/// type), and the cheapest cut of the component. At most `max-cycles` components per module are listed; a note
/// says how many more there are.
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
    RuleParameter(
      "levels", .strings, default: .strings(["module"]),
      help: "Which graphs to search for cycles: module (the module graph), folder (the folders inside each module), "
        + "type (the types); at folder and type level, at most max-cycles per module."),
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
  let levels: [String]

  /// The values `levels` understands.
  static let knownLevels = ["module", "folder", "type"]

  public init(parameters: RuleParameterValues) {
    maxCycles = max(1, parameters.integer("max-cycles"))
    exactLimit = parameters.integer("exact-limit")
    levels = parameters.strings("levels")
  }

  /// Folders and types are read from the code index: only when `levels` asks for them.
  public static func needsCode(with parameters: RuleParameterValues) -> Bool {
    parameters.strings("levels").contains { $0 == "folder" || $0 == "type" }
  }

  /// The advice needs the evidence only where there is a cycle to break.
  public static func needsEvidence(for graph: ModuleGraph) -> Bool {
    !graph.digraph.isAcyclic
  }

  public func check(_ context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    for level in levels where !Self.knownLevels.contains(level) {
      findings.append(
        context.finding(
          "no-cycles: '\(level)' is not a level (\(Self.knownLevels.joined(separator: ", "))); it was not searched",
          at: nil, modules: [], severity: .warning))
    }
    if levels.contains("module") { findings += moduleCycles(context) }
    if let code = context.code {
      if levels.contains("folder") {
        findings += InnerCycles.findings(FolderGraph(code: code), .folder, code: code, rule: self, context: context)
      }
      if levels.contains("type") {
        findings += InnerCycles.findings(
          FolderGraph.typeLevel(code: code, onCycles: true), .type, code: code, rule: self, context: context)
      }
    } else if levels.contains("folder") || levels.contains("type") {
      findings.append(
        context.finding(
          "no-cycles: folder and type cycles need the sources scanned; they were not searched", at: nil, modules: [],
          severity: .note))
    }
    return findings
  }

  private func moduleCycles(_ context: RuleContext) -> [Finding] {
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

/// `no-cycles` inside the modules: the folder or type graph's strongly connected components, one finding each.
enum InnerCycles {
  static func findings(
    _ graph: FolderGraph, _ level: GraphLevel, code: CodeIndex, rule: NoCyclesRule, context: RuleContext
  ) -> [Finding] {
    // The components straight from the edges: a module graph of every node (sorted, indexed) is not needed to
    // find them, and at the type level it was the rule's largest cost.
    let components = Digraph(nodes: graph.folders.map(\.id), edges: graph.edges.map { ($0.from, $0.to) })
      .cyclicComponents()
    guard !components.isEmpty else { return [] }
    let nodes = Dictionary(uniqueKeysWithValues: graph.folders.map { ($0.id, $0) })
    var out: [ModuleID: [ModuleID]] = [:]
    var edges: [[ModuleID]: FolderGraph.Edge] = [:]
    for edge in graph.edges {
      out[edge.from, default: []].append(edge.to)
      edges[[edge.from, edge.to]] = edge
    }
    // The evidence of the edges inside the components, for the cuts: worked out once, only when there is a cycle.
    let evidence = graph.keeping(Set(components.joined())).evidence(code: code)
    var findings: [Finding] = []
    let byModule = Dictionary(grouping: components) { nodes[$0[0]]?.module ?? $0[0] }
    for module in byModule.keys.sorted() {
      let listed = byModule[module]!
      for component in listed.prefix(rule.maxCycles) {
        let cycle = shortestCycle(through: component[0], in: Set(component), out: out)
        let closing = cycle + [cycle[0]]
        let steps = zip(closing, closing.dropFirst()).compactMap { edges[[$0, $1]] }
        let name: (ModuleID) -> String = { id in
          level == .type && nodes[id]?.module != module ? id.description : id.name
        }
        var message = "\(level.rawValue) cycle in \(context.displayName(module)): "
        message += closing.map(name).joined(separator: " → ")
        if component.count > cycle.count {
          message += " (one of the cycles among \(component.count) \(level.rawValue)s)"
        }
        var notes = steps.map { edgeNote($0, name: name) }
        notes.append(cutNote(component, evidence: evidence, level: level, rule: rule, name: name))
        let owners = Array(Set(component.compactMap { nodes[$0]?.module })).sorted()
        findings.append(
          context.finding(message, at: steps.first?.references.first?.location, modules: owners, notes: notes))
      }
      if listed.count > rule.maxCycles, !findings.isEmpty {
        findings[findings.count - 1].notes.append(
          "\(listed.count - rule.maxCycles) more \(level.rawValue) cycles in \(context.displayName(module)) are not "
            + "listed: only the first \(rule.maxCycles) per module (raise 'max-cycles' to see more)")
      }
    }
    return findings
  }

  /// The shortest cycle through `start` (breadth-first over the component's edges), `start` first.
  static func shortestCycle(through start: ModuleID, in component: Set<ModuleID>, out: [ModuleID: [ModuleID]])
    -> [ModuleID]
  {
    var parent: [ModuleID: ModuleID] = [:]
    var queue = [start]
    var head = 0
    var seen: Set<ModuleID> = [start]
    while head < queue.count {
      let node = queue[head]
      head += 1
      for next in out[node] ?? [] where component.contains(next) {
        if next == start {
          var path = [node]
          while let previous = parent[path[0]] { path.insert(previous, at: 0) }
          return path
        }
        if seen.insert(next).inserted {
          parent[next] = node
          queue.append(next)
        }
      }
    }
    return [start]
  }

  /// `A → B`: how many references, and the first three with their kinds and places.
  static func edgeNote(_ edge: FolderGraph.Edge, name: (ModuleID) -> String) -> String {
    let shown = edge.references.prefix(3).map { reference in
      "\(reference.from.name) names \(reference.to.name) (\(reference.kinds.map(\.rawValue).joined(separator: ", "))) "
        + "at \(reference.location)"
    }
    var note = "\(name(edge.from)) → \(name(edge.to)): "
    note += "\(edge.count) reference\(edge.count == 1 ? "" : "s"): " + shown.joined(separator: "; ")
    if edge.count > shown.count { note += "; \(edge.count - shown.count) more" }
    return note
  }

  /// The cheapest references to change to break every cycle of the component (`CycleAdvisor`, as for modules).
  static func cutNote(
    _ component: [ModuleID], evidence: DependencyEvidence, level: GraphLevel, rule: NoCyclesRule,
    name: (ModuleID) -> String
  ) -> String {
    let advice = CycleAdvisor.advise(
      component: component, evidence: evidence, exactModuleLimit: rule.exactLimit, level: level)
    let cuts = advice.cuts.map { "\(name($0.from)) → \(name($0.to)) (\($0.move.rawValue): \($0.explanation))" }
    let method = advice.method == .exact ? "the exact minimum" : "a heuristic cut, maybe not the minimum"
    return "to break every cycle among these \(component.count) \(level.rawValue)s, cut "
      + cuts.joined(separator: "; ") + " (cost \(advice.totalCost), \(method))"
  }
}
