/// How to break the cycles among one strongly connected component of modules: the cheapest edges to cut, each with
/// the code behind it and the move that removes it. A value for every output that shows cycles (the `no-cycles`
/// finding's notes, `plumb why`, the HTML report).
public struct CycleAdvice: Hashable, Codable, Sendable {
  /// How the cut was found.
  public enum Method: String, Hashable, Codable, Sendable {
    /// A proven minimum: every order of the component's modules was weighed (dynamic programming over subsets).
    case exact
    /// Eades–Lin–Smyth's greedy order with the needless cuts put back: acyclic and minimal, maybe not the minimum.
    case heuristic
  }

  /// What would remove one edge.
  public enum Move: String, Hashable, Codable, Sendable {
    /// Nothing of the target is imported or named: delete the declaration.
    case removeDependency = "remove-dependency"
    /// The target is imported but none of its types is named: the imports may go (plumb sees type names, not
    /// functions or members, so check the build).
    case removeImports = "remove-imports"
    /// A few concrete types (classes, actors) of the target are used: declare in the source module a protocol with
    /// what it needs, have the target's type conform to it, and let the app (or a composition root) hand it over.
    case invertWithProtocol = "invert-with-protocol"
    /// The types used are values, models or protocols that both modules share: move them down into a module both
    /// can depend on.
    case moveTypesDown = "move-types-down"
    /// Both directions carry much code: the two modules are one in practice; merge them, or split them again
    /// along another line.
    case merge
    /// Two folders name each other's types heavily: move the declarations of one that name the other's types into
    /// the other (or those types the other way). A folder is a place in the tree, not a build unit: moving a file
    /// is cheaper than merging two folders, and says which code is in the wrong place.
    case moveTypes = "move-types"
  }

  /// One edge to cut.
  public struct Cut: Hashable, Codable, Sendable {
    public var evidence: EdgeEvidence
    /// What removing it costs: its imports, type references and members named (`EdgeEvidence.cost`), at least 1.
    public var cost: Int
    public var move: Move
    /// The move spelt out for this edge, naming the types.
    public var explanation: String

    public var from: ModuleID { evidence.from }
    public var to: ModuleID { evidence.to }
  }

  /// The component's modules, sorted.
  public var modules: [ModuleID]
  /// How many edges run between them.
  public var edgeCount: Int
  public var method: Method
  /// Sorted by source, then target.
  public var cuts: [Cut]
  /// The modules in the order the cut leaves acyclic, dependencies first: every kept edge points to an earlier
  /// module. A dependency matrix lists the component in this order, so the cuts are its only marks above the
  /// diagonal.
  public var order: [ModuleID]

  public var totalCost: Int { cuts.reduce(0) { $0 + $1.cost } }

  /// The same advice with each cut's evidence transformed (`EdgeEvidence.locatingUses`).
  public func mappingEvidence(_ transform: (EdgeEvidence) -> EdgeEvidence) -> CycleAdvice {
    var advice = self
    for i in advice.cuts.indices { advice.cuts[i].evidence = transform(advice.cuts[i].evidence) }
    return advice
  }

  /// Whether the edge `from → to` is one of the cuts.
  public func cuts(from: ModuleID, to: ModuleID) -> Bool {
    cuts.contains { $0.from == from && $0.to == to }
  }
}

/// Works out `CycleAdvice` for every cycle of a module graph.
///
/// Each strongly connected component (of two or more modules, or one with an edge to itself) gets the cheapest set
/// of edges whose removal leaves it acyclic (`FeedbackArcSet`: exact up to `exactModuleLimit` modules, heuristic
/// beyond), where an edge costs the imports, type references and extension members behind it (at least 1), so the cut
/// goes where the least code has to change. Each cut edge `A → B` gets a move, decided in this order:
/// 1. nothing of B is imported or named → **remove the dependency**;
/// 2. B is imported but neither its types nor the members its extensions add are named (types indexed) → **remove
///    the imports**;
/// 3. the edge back, `B → A`, exists and both carry at least `heavyUses` uses → **merge** (between two folders:
///    **move the types**, naming the declarations of A that name B's types, their files, and B);
/// 4. every type of B that A names is a value type (struct, enum), a protocol or an entity → **move the types
///    down**, into a module both can depend on;
/// 5. A names at most `fewTypes` concrete types of B (classes, actors), or only members B's extensions add
///    (`\.apiClient`) → **invert with a protocol**;
/// 6. otherwise → **merge** (between folders: **move the types**) when the edge back is heavy, else **invert with a
///    protocol** (a façade over the many types A uses).
/// Without the type graph (types not indexed), steps 2, 4 and 5 cannot be decided: an edge with imports gets
/// "invert with a protocol", named as a guess.
public enum CycleAdvisor {
  /// Components up to this many modules get an exact minimum cut.
  public static let exactModuleLimit = FeedbackArcSet.defaultExactNodeLimit
  /// Uses (imports plus type references) from which an edge counts as heavy for "merge".
  public static let heavyUses = 10
  /// At most this many concrete types used make "invert with a protocol" the move.
  public static let fewTypes = 3

  public static func advise(
    _ evidence: DependencyEvidence, exactModuleLimit: Int = exactModuleLimit, level: GraphLevel = .module
  ) -> [CycleAdvice] {
    let graph = evidence.graph
    return graph.digraph.cyclicComponents().map { component in
      advise(component: component, evidence: evidence, exactModuleLimit: exactModuleLimit, level: level)
    }
  }

  /// The advice for one strongly connected component (its modules, sorted).
  public static func advise(
    component: [ModuleID], evidence: DependencyEvidence, exactModuleLimit: Int = exactModuleLimit,
    level: GraphLevel = .module
  ) -> CycleAdvice {
    let graph = evidence.graph
    let members = Set(component)
    var edges: [FeedbackArcSet.Edge<ModuleID>] = []
    var inside: [Dependency] = []
    for id in component {
      for dependency in graph.dependencies(of: id) where members.contains(dependency.to) {
        inside.append(dependency)
        edges.append(
          FeedbackArcSet.Edge(from: dependency.from, to: dependency.to, weight: evidence.evidence(for: dependency).cost))
      }
    }
    let solution = FeedbackArcSet.solve(nodes: component, edges: edges, exactNodeLimit: exactModuleLimit)
    let cuts = solution.removed.map { edge -> CycleAdvice.Cut in
      let found = evidence[edge.from, edge.to] ?? EdgeEvidence(from: edge.from, to: edge.to)
      let back = evidence[edge.to, edge.from]
      let (move, explanation) = move(for: found, back: back, level: level)
      return CycleAdvice.Cut(evidence: found, cost: found.cost, move: move, explanation: explanation)
    }
    return CycleAdvice(
      modules: component, edgeCount: inside.count, method: solution.isExact ? .exact : .heuristic, cuts: cuts,
      order: solution.order)
  }

  /// The move that removes `edge`, and the words for it. `back` is the edge the other way, when there is one;
  /// `level` names what the nodes are (a module, a folder) in the words.
  public static func move(
    for edge: EdgeEvidence, back: EdgeEvidence?, level: GraphLevel = .module
  ) -> (CycleAdvice.Move, String) {
    let a = edge.from.name
    let b = edge.to.name
    let unit = level.rawValue
    if edge.from == edge.to {
      return (.removeDependency, "\(a) declares a dependency on itself: delete the declaration")
    }
    if edge.uses == 0 && edge.importsKnown && (edge.typesKnown || edge.isDeclared) {
      return (
        .removeDependency,
        "\(a) neither imports \(b) nor names its types: delete the declaration"
          + (edge.declaration?.location.map { " at \($0)" } ?? ""))
    }
    if edge.typesKnown && edge.typeReferences.isEmpty && edge.members.isEmpty && !edge.imports.isEmpty {
      return (
        .removeImports,
        "\(a) imports \(b) but names none of its types: the import\(edge.imports.count == 1 ? "" : "s") may go "
          + "(plumb sees type names, not functions or members; check that it still builds)")
    }
    if let back, edge.uses >= heavyUses, back.uses >= heavyUses {
      if level == .folder { return moveTypes(edge, back: back) }
      return (
        .merge,
        "\(a) and \(b) use each other heavily (\(edge.uses) and \(back.uses) imports, type references and members): they "
          + "are one \(unit) in practice; merge them, or split them along another line")
    }
    guard edge.typesKnown else {
      return (
        .invertWithProtocol,
        "which types \(a) uses of \(b) is not known (types not indexed): most often, declare in \(a) a protocol for "
          + "what it needs and let \(b) conform to it")
    }
    if edge.typeReferences.isEmpty && !edge.members.isEmpty {
      let names = Array(Set(edge.members.map(\.name))).sorted()
      return (
        .invertWithProtocol,
        "\(a) uses what \(b)'s extensions add (\(list(names))) without naming its types: declare those members in "
          + "\(a) or a \(unit) below both (or on a protocol \(a) owns), and let \(b) provide the implementation")
    }
    let shared = edge.typeReferences.filter(isShareable)
    let concrete = Array(Set(edge.typeReferences.filter { !isShareable($0) }.map(\.to))).sorted()
    let sharedNames = Array(Set(shared.map(\.to))).sorted()
    if concrete.isEmpty {
      return (
        .moveTypesDown,
        "\(a) uses only values, models and protocols of \(b) (\(list(sharedNames))): move them down into a \(unit) "
          + "both \(a) and \(b) depend on")
    }
    if concrete.count <= fewTypes || !(back.map { $0.uses >= heavyUses } ?? false) {
      let also = sharedNames.isEmpty ? "" : "; move \(list(sharedNames)) down into a \(unit) both depend on"
      return (
        .invertWithProtocol,
        "declare in \(a) a protocol for what it needs of \(list(concrete)); make \(list(concrete)) (in \(b)) conform "
          + "to it, and hand \(a) the conforming value from the app (or a composition root)\(also)")
    }
    if level == .folder, let back { return moveTypes(edge, back: back) }
    return (
      .merge,
      "\(a) uses \(concrete.count) concrete types of \(b) and \(b) depends heavily on \(a): merge them, or split "
        + "them along another line")
  }

  /// Two folders that name each other's types heavily: the declarations of A that name B's types, file by file,
  /// to move into B; or, where they belong in A, the types of B they name, to move into A.
  static func moveTypes(_ edge: EdgeEvidence, back: EdgeEvidence) -> (CycleAdvice.Move, String) {
    let a = edge.from.name
    let b = edge.to.name
    var declarationsByFile: [String: Set<String>] = [:]
    for reference in edge.typeReferences {
      declarationsByFile[reference.location.file, default: []].insert(reference.from)
    }
    let files = declarationsByFile.keys.sorted()
    var moved = files.prefix(3).map { "\(list(declarationsByFile[$0]!.sorted())) in \($0)" }.joined(separator: "; ")
    if files.count > 3 { moved += "; and \(files.count - 3) more file\(files.count == 4 ? "" : "s")" }
    let named = Array(Set(edge.typeReferences.map(\.to))).sorted()
    return (
      .moveTypes,
      "\(a) and \(b) name each other's types (\(edge.uses) and \(back.uses) references): move what \(a) "
        + "declares that names types of \(b) into \(b) (\(moved)); or, where that belongs in \(a), move the types "
        + "of \(b) it names into \(a) (\(list(named)))")
  }

  /// Values, models and protocols: types two modules can share from a module below both.
  static func isShareable(_ reference: EdgeEvidence.TypeReference) -> Bool {
    switch reference.targetKind {
    case .struct?, .enum?, .protocol?: return true
    default: return reference.targetRole == .entity
    }
  }

  static func list(_ names: [String]) -> String {
    names.count <= 4 ? names.joined(separator: ", ") : names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
  }
}
