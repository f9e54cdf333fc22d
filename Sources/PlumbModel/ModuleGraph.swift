/// The module graph of a workspace: every module found and the dependencies between them.
///
/// A value: loaders produce it, rules and reporters read it. Modules and dependencies are kept sorted so every
/// output built from the graph is deterministic.
public struct ModuleGraph: Hashable, Codable, Sendable {
  public private(set) var containers: [Container]
  public private(set) var modules: [Module]
  public private(set) var dependencies: [Dependency]
  private var indexByID: [ModuleID: Int]
  /// The edges that arrive at each module, sorted by source: `dependents(of:)` without a pass over every edge.
  private var edgesInto: [ModuleID: [Dependency]]
  /// What `isExample` decided of this graph's modules, shared by the copies of the graph; a new one at each change.
  var exampleDecisions = ExampleDecisions()

  public init(containers: [Container] = [], modules: [Module] = [], dependencies: [Dependency] = []) {
    // The same graph as adding each value in turn (see the `add` methods), built in one pass: loaders hand over
    // thousands of modules and edges at once.
    var containerKeys = Set<String>()
    self.containers = containers.filter { containerKeys.insert("\($0.kind.rawValue):\($0.name)").inserted }
      .sorted { ($0.name, $0.path) < ($1.name, $1.path) }
    var latest: [ModuleID: Module] = [:]
    for module in modules { latest[module.id] = module }
    self.modules = latest.values.sorted { $0.id < $1.id }
    var chosen: [Pair: Dependency] = [:]
    for dependency in dependencies where dependency.from != dependency.to || dependency.isDeclared {
      let pair = Pair(from: dependency.from, to: dependency.to)
      if let existing = chosen[pair], existing.isDeclared || !dependency.isDeclared { continue }
      chosen[pair] = dependency
    }
    self.dependencies = chosen.values.sorted()
    self.indexByID = Dictionary(uniqueKeysWithValues: self.modules.enumerated().map { ($1.id, $0) })
    self.edgesInto = Dictionary(grouping: self.dependencies, by: \.to).mapValues { $0.sorted { $0.from < $1.from } }
  }

  /// Adds many values at once: the same graph as adding each in turn (containers, then modules, then edges), in
  /// time linear in the graph and the values, not in their product (adding 100,000 modules one at a time
  /// shifted the sorted list 100,000 times).
  public mutating func add(containers: [Container] = [], modules: [Module] = [], dependencies: [Dependency] = []) {
    self = ModuleGraph(
      containers: self.containers + containers, modules: self.modules + modules,
      dependencies: self.dependencies + dependencies)
  }

  private struct Pair: Hashable {
    var from: ModuleID
    var to: ModuleID
  }

  /// The package, project or other container that declares a module.
  public func container(of id: ModuleID) -> Container? {
    containers.first { $0.name == id.container }
  }

  public subscript(id: ModuleID) -> Module? {
    indexByID[id].map { modules[$0] }
  }

  public mutating func add(_ container: Container) {
    guard !containers.contains(where: { $0.name == container.name && $0.kind == container.kind }) else { return }
    exampleDecisions = ExampleDecisions()
    containers.append(container)
    containers.sort { ($0.name, $0.path) < ($1.name, $1.path) }
  }

  /// Adds a module, or replaces the module with the same id.
  public mutating func add(_ module: Module) {
    exampleDecisions = ExampleDecisions()
    if let index = indexByID[module.id] {
      modules[index] = module
      return
    }
    let index = modules.firstIndex { module.id < $0.id } ?? modules.endIndex
    modules.insert(module, at: index)
    for shifted in index..<modules.count { indexByID[modules[shifted].id] = shifted }
  }

  /// Adds an edge unless an edge between the same two modules is already there: a declared edge wins over an
  /// import-only one, and the first declaration is kept.
  public mutating func add(_ dependency: Dependency) {
    guard dependency.from != dependency.to || dependency.isDeclared else { return }
    exampleDecisions = ExampleDecisions()
    // Binary search: the edges are sorted by (from, to), and each pair occurs once.
    var low = 0
    var high = dependencies.count
    while low < high {
      let middle = (low + high) / 2
      if dependencies[middle] < dependency { low = middle + 1 } else { high = middle }
    }
    if low < dependencies.count, dependencies[low].from == dependency.from, dependencies[low].to == dependency.to {
      if !dependencies[low].isDeclared && dependency.isDeclared {
        dependencies[low] = dependency
        if let slot = edgesInto[dependency.to]?.firstIndex(where: { $0.from == dependency.from }) {
          edgesInto[dependency.to]![slot] = dependency
        }
      }
      return
    }
    dependencies.insert(dependency, at: low)
    var arriving = edgesInto[dependency.to] ?? []
    arriving.insert(dependency, at: arriving.firstIndex { dependency.from < $0.from } ?? arriving.endIndex)
    edgesInto[dependency.to] = arriving
  }

  /// The edges that leave `id`, sorted by target. The edges are sorted by source, so this is a binary search, not a
  /// pass over every edge (rules ask for it per module and per step of a search).
  public func dependencies(of id: ModuleID) -> [Dependency] {
    var low = 0
    var high = dependencies.count
    while low < high {
      let middle = (low + high) / 2
      if dependencies[middle].from < id { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < dependencies.count && dependencies[end].from == id { end += 1 }
    return Array(dependencies[low..<end])
  }

  /// The edges that arrive at `id`, sorted by source.
  public func dependents(of id: ModuleID) -> [Dependency] {
    edgesInto[id] ?? []
  }

  /// The same graph as a plain digraph of ids, for the algorithms.
  public var digraph: Digraph<ModuleID> {
    Digraph(nodes: modules.map(\.id), edges: dependencies.map { ($0.from, $0.to) })
  }

  /// The declared edges only (what the manifests and projects say, not what the code imports besides).
  public var declaredDigraph: Digraph<ModuleID> {
    Digraph(nodes: modules.map(\.id), edges: dependencies.filter(\.isDeclared).map { ($0.from, $0.to) })
  }

  /// Keeps only the modules for which `isIncluded` holds, and the edges between them.
  public func filter(_ isIncluded: (Module) -> Bool) -> ModuleGraph {
    let kept = modules.filter(isIncluded)
    let ids = Set(kept.map(\.id))
    return ModuleGraph(
      containers: containers,
      modules: kept,
      dependencies: dependencies.filter { ids.contains($0.from) && ids.contains($0.to) }
    )
  }

  // Codable: the index and the decisions are derived, so only the three lists are written.
  private enum CodingKeys: String, CodingKey { case containers, modules, dependencies }

  public init(from decoder: Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      containers: try values.decode([Container].self, forKey: .containers),
      modules: try values.decode([Module].self, forKey: .modules),
      dependencies: try values.decode([Dependency].self, forKey: .dependencies)
    )
  }

  public func encode(to encoder: Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(containers, forKey: .containers)
    try values.encode(modules, forKey: .modules)
    try values.encode(dependencies, forKey: .dependencies)
  }
}
