/// A dependency structure matrix (DSM) of modules: row `r` uses column `c` when the cell `(r, c)` is filled, with the
/// number of imports, type references and extension members named behind the edge (`EdgeEvidence.uses`).
///
/// Modules are listed dependencies first, so every edge that follows the order sits below the diagonal and a mark
/// above it goes against the order:
/// - with layers configured, layer by layer from the bottom one up (each layer's modules in dependency order), so a
///   mark above the diagonal is a dependency on a higher layer, or a cycle;
/// - otherwise in topological order: each module after everything it depends on, ties broken by name, the modules
///   of a strongly connected component together, ordered by the component's cycle advice so that only the edges the
///   advice cuts are above the diagonal.
/// Modules no layer names come after the layered ones. This is how NDepend and Lattix draw a DSM: a matrix with
/// nothing above its diagonal is a layered, acyclic architecture.
public struct DependencyMatrix: Hashable, Codable, Sendable {
  /// How the rows are ordered.
  public enum Ordering: String, Hashable, Codable, Sendable {
    case layers, topological
  }

  /// One edge: row `row` (the user) depends on column `column`.
  public struct Cell: Hashable, Codable, Sendable {
    public var row: Int
    public var column: Int
    /// Declared by a manifest or project; false for an edge only the code shows.
    public var isDeclared: Bool
    /// Imports of the column's module in the row's sources.
    public var imports: Int
    /// Files of the row's module that import it.
    public var importingFiles: Int
    /// Types of the row's module naming a type of the column's (one per pair of types).
    public var typeReferences: Int
    /// Members the column's extensions add that the row's files name (`EdgeEvidence.members`).
    public var members: Int
    /// Above the diagonal: the edge goes against the order (a cycle, or a dependency on a higher layer). A module's
    /// edge to itself sits on the diagonal and counts as a cycle.
    public var isAboveDiagonal: Bool
    /// Both modules are in one strongly connected component (a cycle runs through the edge).
    public var isInCycle: Bool
    /// The cycle advice cuts this edge.
    public var isSuggestedCut: Bool

    /// Imports, type references and members named: the weight the text and CSV forms print.
    public var uses: Int { imports + typeReferences + members }
  }

  /// A run of consecutive rows with a name: a layer, or the modules no layer names.
  public struct Group: Hashable, Codable, Sendable {
    public var name: String
    /// The first row and the row after the last.
    public var start: Int
    public var end: Int
  }

  /// The rows (and columns), in order.
  public var modules: [ModuleID]
  /// Sorted by row, then column.
  public var cells: [Cell]
  public var ordering: Ordering
  /// Layers in row order (bottom layer first); empty when ordered topologically.
  public var groups: [Group]
  /// Each strongly connected component as the rows it occupies (sorted), for drawing boxes around cycles.
  public var cycles: [[Int]]
  /// Whether the sources were scanned and types indexed: otherwise counts are 0 and only declarations show.
  public var importsKnown: Bool
  public var typesKnown: Bool

  /// A layer: its name and its modules, for `init(evidence:layers:)`.
  public struct Layer: Hashable, Sendable {
    public var name: String
    public var modules: [ModuleID]

    public init(name: String, modules: [ModuleID]) {
      self.name = name
      self.modules = modules
    }
  }

  /// The matrix of every module of the evidence's graph (filter the graph first to leave modules out).
  /// - Parameters:
  ///   - layers: top first, as configured; empty orders topologically.
  ///   - advice: the cycle advice of the graph; worked out when nil.
  public init(evidence: DependencyEvidence, layers: [Layer] = [], advice: [CycleAdvice]? = nil) {
    let graph = evidence.graph
    let advice = advice ?? CycleAdvisor.advise(evidence)
    let digraph = graph.digraph
    let order = Self.topologicalOrder(digraph, advice: advice)
    var position: [ModuleID: Int] = [:]
    for (i, id) in order.enumerated() { position[id] = i }

    var groups: [Group] = []
    var rows: [ModuleID]
    let layered = layers.contains { !$0.modules.isEmpty }
    if layered {
      rows = []
      var placed = Set<ModuleID>()
      for layer in layers.reversed() {
        let members = layer.modules.filter { position[$0] != nil && !placed.contains($0) }
          .sorted { position[$0]! < position[$1]! }
        guard !members.isEmpty else { continue }
        placed.formUnion(members)
        groups.append(Group(name: layer.name, start: rows.count, end: rows.count + members.count))
        rows += members
      }
      let rest = order.filter { !placed.contains($0) }
      if !rest.isEmpty {
        groups.append(Group(name: "(no layer)", start: rows.count, end: rows.count + rest.count))
        rows += rest
      }
    } else {
      rows = order
    }
    var row: [ModuleID: Int] = [:]
    for (i, id) in rows.enumerated() { row[id] = i }

    var componentOf: [ModuleID: Int] = [:]
    var cycles: [[Int]] = []
    for (c, component) in advice.enumerated() {
      for id in component.modules { componentOf[id] = c }
      cycles.append(component.modules.compactMap { row[$0] }.sorted())
    }
    var cells: [Cell] = []
    for dependency in graph.dependencies {
      guard let r = row[dependency.from], let c = row[dependency.to] else { continue }
      let found = evidence.evidence(for: dependency)
      let component = componentOf[dependency.from]
      let inCycle = component != nil && component == componentOf[dependency.to]
      cells.append(
        Cell(
          row: r, column: c, isDeclared: dependency.isDeclared, imports: found.imports.count,
          importingFiles: found.importingFiles, typeReferences: found.typeReferences.count,
          members: found.members.count,
          isAboveDiagonal: c > r,
          isInCycle: inCycle,
          isSuggestedCut: inCycle && advice[component!].cuts(from: dependency.from, to: dependency.to)))
    }
    cells.sort { ($0.row, $0.column) < ($1.row, $1.column) }
    self.modules = rows
    self.cells = cells
    self.ordering = layered ? .layers : .topological
    self.groups = groups
    self.cycles = cycles.filter { !$0.isEmpty }
    self.importsKnown = evidence.importsKnown
    self.typesKnown = evidence.typesKnown
  }

  /// Every module after all it depends on; a strongly connected component as one block in its advice's order;
  /// blocks that could go in either order by the name of their first module.
  static func topologicalOrder(_ digraph: Digraph<ModuleID>, advice: [CycleAdvice]) -> [ModuleID] {
    let components = digraph.stronglyConnectedComponents()
    var componentOf: [ModuleID: Int] = [:]
    for (c, members) in components.enumerated() { for id in members { componentOf[id] = c } }
    var blockOrder: [Int: [ModuleID]] = [:]
    for item in advice {
      if let c = componentOf[item.modules[0]] { blockOrder[c] = item.order }
    }
    // The condensation: component c depends on d when a member of c depends on a member of d.
    var needs = Array(repeating: Set<Int>(), count: components.count)
    var neededBy = Array(repeating: Set<Int>(), count: components.count)
    for (c, members) in components.enumerated() {
      for id in members {
        for next in digraph.successors(of: id) where componentOf[next] != c {
          needs[c].insert(componentOf[next]!)
          neededBy[componentOf[next]!].insert(c)
        }
      }
    }
    // Kahn's algorithm, always taking the ready block whose first module sorts first.
    var remaining = needs.map(\.count)
    var ready = Set(remaining.indices.filter { remaining[$0] == 0 })
    var order: [ModuleID] = []
    while let next = ready.min(by: { components[$0][0] < components[$1][0] }) {
      ready.remove(next)
      order += blockOrder[next] ?? components[next]
      for user in neededBy[next] {
        remaining[user] -= 1
        if remaining[user] == 0 { ready.insert(user) }
      }
    }
    return order
  }

  /// The cell at a row and column, if there is an edge.
  public func cell(row: Int, column: Int) -> Cell? {
    cells.first { $0.row == row && $0.column == column }
  }
}
