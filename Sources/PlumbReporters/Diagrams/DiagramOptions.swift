import PlumbModel

/// What a module diagram shows: the filters that keep big graphs readable.
public struct DiagramOptions: Hashable, Sendable {
  /// How products of packages outside the workspace appear.
  public enum Externals: String, Hashable, Sendable, CaseIterable {
    /// One node per external package, however many of its products are used.
    case collapse
    /// Every product as its own node, grouped by package.
    case show
    /// Not at all.
    case hide
  }

  public var includeTests: Bool
  public var externals: Externals
  /// Module names or `container/name` ids to centre the diagram on; empty shows everything.
  public var focus: [String]
  /// How many dependency steps around the focus to keep, in both directions; nil keeps all that is reachable.
  public var depth: Int?
  /// Globs matched against module names and ids, as in the configuration (`*` does not cross a `/`); matching
  /// modules are left out.
  public var exclude: [String]
  /// Module names or ids: keep only the modules on paths from them (they and everything they reach). Empty does
  /// not narrow.
  public var sources: [String]
  /// Module names or ids: keep only the modules on paths into them (they and everything that reaches them). With
  /// `sources` too, only the modules on paths from a source to a sink.
  public var sinks: [String]
  /// Past this many nodes, a diagram plumb lays out itself (svg, png, pdf, the report) draws one node per package
  /// or project instead of every module, or, when even those are too many, nothing but a note: Graphviz's time
  /// grows much faster than the nodes (`DiagramModel.forLayout`). Nil: no budget, every module (the DOT text a user
  /// lays out with their own tools).
  public var maxNodes: Int?

  /// The node budget of a drawing plumb lays out: about ten seconds of Graphviz on the slowest shape measured, the
  /// generated modular apps of `scripts/bench/generate-modules.py` (Benchmarks/layout.md, "Node budget").
  public static let defaultMaxNodes = 300

  public init(
    includeTests: Bool = false, externals: Externals = .collapse, focus: [String] = [], depth: Int? = nil,
    exclude: [String] = [], sources: [String] = [], sinks: [String] = [], maxNodes: Int? = defaultMaxNodes
  ) {
    self.includeTests = includeTests
    self.externals = externals
    self.focus = focus
    self.depth = depth
    self.exclude = exclude
    self.sources = sources
    self.sinks = sinks
    self.maxNodes = maxNodes
  }
}

extension DiagramOptions {
  /// The `focus` entries that name no module of `graph` (a typo the user should hear about).
  public func unmatchedFocus(in graph: ModuleGraph) -> [String] {
    focus.filter { name in !graph.modules.contains { ModuleSelector.name(name).matches($0) } }
  }

  /// The `sources` and `sinks` entries that name no module of `graph`.
  public func unmatchedPathEnds(in graph: ModuleGraph) -> [String] {
    (sources + sinks).filter { name in !graph.modules.contains { ModuleSelector.name(name).matches($0) } }
  }

  /// The modules on paths from `sources` into `sinks` (`Digraph.nodesOnPaths`), walking only through `through` when
  /// given; nil when neither is set, so nothing is narrowed. The one place `--source` and `--sink` are applied, for
  /// every format of `plumb graph` and for `plumb matrix`.
  public func modulesOnPaths(in graph: ModuleGraph, through: Set<ModuleID>? = nil) -> Set<ModuleID>? {
    guard !sources.isEmpty || !sinks.isEmpty else { return nil }
    func selected(_ names: [String]) -> Set<ModuleID>? {
      guard !names.isEmpty else { return nil }
      return Set(graph.modules.filter { module in names.contains { ModuleSelector.name($0).matches(module) } }.map(\.id))
    }
    let edges = graph.dependencies.filter { through == nil || (through!.contains($0.from) && through!.contains($0.to)) }
    let digraph = Digraph(nodes: through.map(Array.init) ?? graph.modules.map(\.id), edges: edges.map { ($0.from, $0.to) })
    return digraph.nodesOnPaths(from: selected(sources), to: selected(sinks))
  }

  /// The modules a diagram keeps after the test, external, exclude, source and sink, and focus filters (a collapsed
  /// external package is drawn for its kept products). `plumb matrix` keeps the same ones.
  public func keptModules(in graph: ModuleGraph) -> Set<ModuleID> {
    let options = self
    var kept = Set(
      graph.modules.filter { module in
        if module.isTest && !options.includeTests { return false }
        if module.isExternal && options.externals == .hide { return false }
        return !options.exclude.contains { ModuleSelector.glob(Glob($0)).matches(module) }
      }.map(\.id))
    if let onPaths = options.modulesOnPaths(in: graph, through: kept) { kept.formIntersection(onPaths) }
    guard !options.focus.isEmpty else { return kept }

    let centre = Set(
      graph.modules.filter { module in
        options.focus.contains { ModuleSelector.name($0).matches(module) }
      }.map(\.id)
    ).intersection(kept)
    // Breadth-first both ways, only through kept modules, up to `depth` steps.
    var reached = centre
    var frontier = centre
    var step = 0
    while !frontier.isEmpty, options.depth.map({ step < $0 }) ?? true {
      var next = Set<ModuleID>()
      for dependency in graph.dependencies where kept.contains(dependency.from) && kept.contains(dependency.to) {
        if frontier.contains(dependency.from), !reached.contains(dependency.to) { next.insert(dependency.to) }
        if frontier.contains(dependency.to), !reached.contains(dependency.from) { next.insert(dependency.from) }
      }
      reached.formUnion(next)
      frontier = next
      step += 1
    }
    kept.formIntersection(reached)
    return kept
  }
}
