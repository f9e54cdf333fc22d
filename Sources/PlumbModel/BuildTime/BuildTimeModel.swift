/// A model of what building a module graph costs, from the graph and each module's cost alone (`BuildCostWeights`
/// turns code into cost units): the critical path, the wall time of a clean build on N cores, and what a change to
/// each module rebuilds. No build is run: it is an estimate, calibrated once per machine (`BuildTimeCalibration`).
///
/// A clean build first pays a setup (`setupCost`), then each module is one job: it starts when every module it depends on is done and takes its cost on one core. Swift
/// compiles the files of one module in parallel too (the driver splits them into batches, one per job slot), which
/// the model leaves out: on N cores it overestimates the wall time of a graph of few large modules, never the
/// single-core total. Modules in a dependency cycle (which no build system accepts) are one job of their summed cost.
///
/// Every result is deterministic (ties broken by module order) and takes time about linear in the graph's size: one
/// pass over the condensed graph for the critical path, a heap-driven simulation for the schedule, and
/// one over the condensed graph's edges for the incremental costs.
public struct BuildTimeModel: Sendable {
  /// Edges go from a module to the modules it depends on.
  public let digraph: Digraph<ModuleID>
  public let costs: [ModuleID: Int]
  /// What a clean build pays once before its first module: the compiler's cache of the system modules, built by
  /// the first compile job (`BuildCostWeights.setup`), and that of each system module the code imports, built by
  /// the first job that imports it (`systemSetup`, part of this). An incremental build finds them built.
  public let setupCost: Int
  /// The part of the setup each system module's first import costs (`SystemModule`, `BuildCostWeights.setup(of:)`).
  public let systemSetup: [SystemModule: Int]
  /// The modules a clean build compiles twice, once for the machine that builds (the tools of a package plugin or a
  /// macro run there) and once for the product; their cost counts both (`BuildTimeModel.init(graph:files:weights:)`).
  public let builtForHost: Set<ModuleID>
  /// What each module's cost was computed from, when the model was made from a graph's code (for
  /// `plumb buildtime --format json`, which `scripts/bench/buildtime-fit.py` fits the weights on).
  public var inputs: [ModuleID: BuildCostInputs] = [:]

  public init(
    costs: [ModuleID: Int], dependencies: some Sequence<(ModuleID, ModuleID)>, setupCost: Int = 0,
    systemSetup: [SystemModule: Int] = [:], builtForHost: Set<ModuleID> = []
  ) {
    digraph = Digraph(nodes: costs.keys, edges: dependencies)
    self.costs = costs
    self.setupCost = setupCost
    self.systemSetup = systemSetup
    self.builtForHost = builtForHost
  }

  public func cost(of module: ModuleID) -> Int { costs[module] ?? 0 }

  /// The modules' costs, each once.
  public var modulesCost: Int { costs.values.reduce(0, +) }

  /// The single-core total of a clean build: the setup, then every module once.
  public var totalCost: Int { setupCost + modulesCost }

  // MARK: The condensed graph

  /// The strongly connected components with their cost and the components they depend on: every edge goes to a
  /// lower number (dependencies first).
  struct Condensed {
    var components: [[ModuleID]]
    var cost: [Int]
    var dependencies: [[Int]]
    var dependents: [[Int]]
  }

  func condensed() -> Condensed {
    let components = digraph.stronglyConnectedComponents()
    var componentOf: [ModuleID: Int] = [:]
    for (c, component) in components.enumerated() { for module in component { componentOf[module] = c } }
    var dependencies = Array(repeating: Set<Int>(), count: components.count)
    var dependents = Array(repeating: Set<Int>(), count: components.count)
    for (c, component) in components.enumerated() {
      for module in component {
        for dependency in digraph.successors(of: module) where componentOf[dependency] != c {
          dependencies[c].insert(componentOf[dependency]!)
          dependents[componentOf[dependency]!].insert(c)
        }
      }
    }
    return Condensed(
      components: components, cost: components.map { $0.reduce(0) { $0 + cost(of: $1) } },
      dependencies: dependencies.map { $0.sorted() }, dependents: dependents.map { $0.sorted() })
  }

  // MARK: Critical path

  /// The heaviest chain of dependencies, in build order (the first module to build first), and its cost: no number
  /// of cores builds the graph faster.
  public struct CriticalPath: Hashable, Sendable {
    public var modules: [ModuleID]
    public var cost: Int
  }

  public func criticalPath() -> CriticalPath {
    let graph = condensed()
    guard !graph.components.isEmpty else { return CriticalPath(modules: [], cost: setupCost) }
    var finish = Array(repeating: 0, count: graph.components.count)
    var via = [Int?](repeating: nil, count: graph.components.count)
    for c in graph.components.indices {
      for d in graph.dependencies[c] where via[c] == nil || finish[d] > finish[via[c]!] { via[c] = d }
      finish[c] = graph.cost[c] + (via[c].map { finish[$0] } ?? 0)
    }
    var last = 0
    for c in graph.components.indices where finish[c] > finish[last] { last = c }
    var chain: [Int] = []
    var current: Int? = last
    while let c = current {
      chain.append(c)
      current = via[c]
    }
    return CriticalPath(modules: chain.reversed().flatMap { graph.components[$0] }, cost: setupCost + finish[last])
  }

  // MARK: Schedule

  /// A clean build on `cores` cores: when each module starts and ends, in cost units.
  public struct Schedule: Hashable, Sendable {
    public var cores: Int
    /// The wall time: when the last module is done.
    public var makespan: Int
    public var start: [ModuleID: Int]
    public var finish: [ModuleID: Int]
  }

  /// List scheduling: whenever a core is free, the ready module (all its dependencies done) with the longest chain
  /// of dependents still ahead of it starts (the critical-path-first rule, within a factor of two of the best
  /// schedule). A cycle's modules run one after the other on their core.
  public func schedule(cores: Int) -> Schedule {
    let cores = max(1, cores)
    let graph = condensed()
    let count = graph.components.count
    // The longest chain from each component to the end of the build, itself included: its priority.
    var tail = Array(repeating: 0, count: count)
    for c in stride(from: count - 1, through: 0, by: -1) {
      tail[c] = graph.cost[c] + (graph.dependents[c].map { tail[$0] }.max() ?? 0)
    }
    var waiting = graph.dependencies.map(\.count)
    var ready = Heap { (a: Int, b: Int) in tail[a] != tail[b] ? tail[a] > tail[b] : a < b }
    for c in 0..<count where waiting[c] == 0 { ready.push(c) }
    var running: [(finish: Int, component: Int)] = []
    var schedule = Schedule(cores: cores, makespan: setupCost, start: [:], finish: [:])
    var now = setupCost
    while !ready.isEmpty || !running.isEmpty {
      while running.count < cores, let c = ready.pop() {
        var clock = now
        for module in graph.components[c] {
          schedule.start[module] = clock
          clock += cost(of: module)
          schedule.finish[module] = clock
        }
        running.append((now + graph.cost[c], c))
      }
      guard let next = running.map(\.finish).min() else { break }
      now = next
      for (_, c) in running.filter({ $0.finish == now }).sorted(by: { $0.component < $1.component }) {
        for dependent in graph.dependents[c] {
          waiting[dependent] -= 1
          if waiting[dependent] == 0 { ready.push(dependent) }
        }
      }
      running.removeAll { $0.finish == now }
      schedule.makespan = max(schedule.makespan, now)
    }
    return schedule
  }

  // MARK: Incremental cost

  /// For each module, what a change to its interface rebuilds: its own cost and that of every module that imports
  /// it directly (each once). The build stops there: a dependent compiled again against the new interface emits the
  /// same interface of its own, the compiler leaves that file as it was, and the modules above it find nothing
  /// changed (Benchmarks/buildtime.md: in every measured package a change rebuilt the module and its direct
  /// dependents, never theirs). A module in a cycle rebuilds its whole cycle (one job) and the cycle's direct
  /// dependents. A change that leaves the interface alone rebuilds less; one that reaches a dependent's own
  /// interface (a re-export) more: `transitiveIncrementalCosts` is that upper bound.
  public func incrementalCosts() -> [ModuleID: Int] {
    let graph = condensed()
    var result: [ModuleID: Int] = [:]
    for (c, component) in graph.components.enumerated() {
      let rebuilt = graph.cost[c] + graph.dependents[c].reduce(0) { $0 + graph.cost[$1] }
      for module in component { result[module] = rebuilt }
    }
    return result
  }

  /// For each module, its own cost and that of every module that depends on it, directly or not: what a change
  /// costs when it reaches every interface above the module (the most a change can rebuild).
  public func transitiveIncrementalCosts() -> [ModuleID: Int] {
    let dependents = digraph.transitivePredecessorWeights { cost(of: $0) }
    return Dictionary(uniqueKeysWithValues: digraph.nodes.map { ($0, cost(of: $0) + (dependents[$0] ?? 0)) })
  }

  /// The rebuild a change costs on average when changes land in modules in proportion to their cost (their code):
  /// the mean incremental cost weighted by cost.
  public func meanRebuild(_ incremental: [ModuleID: Int]? = nil) -> Double {
    let incremental = incremental ?? incrementalCosts()
    let total = modulesCost
    guard total > 0 else { return 0 }
    return costs.keys.sorted().reduce(0.0) { $0 + Double(incremental[$1] ?? 0) * Double(cost(of: $1)) / Double(total) }
  }

  /// The figures a what-if compares: on one core, on `cores` cores, the critical path and the mean rebuild.
  public struct Summary: Hashable, Sendable {
    public var totalCost: Int
    public var makespan: Int
    public var criticalPath: Int
    public var meanRebuild: Double
  }

  public func summary(cores: Int) -> Summary {
    Summary(
      totalCost: totalCost, makespan: schedule(cores: cores).makespan, criticalPath: criticalPath().cost,
      meanRebuild: meanRebuild())
  }

  // MARK: What if

  /// The graph without the edge `from` → `to` (`from` no longer depends on `to`).
  public func cutting(_ from: ModuleID, _ to: ModuleID) -> BuildTimeModel {
    BuildTimeModel(
      costs: costs, dependencies: edges.filter { $0 != (from, to) }, setupCost: setupCost, systemSetup: systemSetup,
      builtForHost: builtForHost)
  }

  /// One module split in two: what each half costs, which other modules of the graph each half depends on, which
  /// modules depend on each half, and whether the second half depends on the first (it names its types).
  public struct Split: Hashable, Sendable {
    public var first: Half
    public var second: Half
    public var secondDependsOnFirst: Bool
    public var firstDependsOnSecond: Bool

    public struct Half: Hashable, Sendable {
      public var module: ModuleID
      public var cost: Int
      public var dependencies: Set<ModuleID>
      public var dependents: Set<ModuleID>

      public init(module: ModuleID, cost: Int, dependencies: Set<ModuleID>, dependents: Set<ModuleID>) {
        self.module = module
        self.cost = cost
        self.dependencies = dependencies
        self.dependents = dependents
      }
    }

    public init(first: Half, second: Half, secondDependsOnFirst: Bool, firstDependsOnSecond: Bool) {
      self.first = first
      self.second = second
      self.secondDependsOnFirst = secondDependsOnFirst
      self.firstDependsOnSecond = firstDependsOnSecond
    }
  }

  /// The graph with `module` replaced by the split's two halves.
  public func splitting(_ module: ModuleID, _ split: Split) -> BuildTimeModel {
    var costs = self.costs
    costs[module] = nil
    costs[split.first.module] = split.first.cost
    costs[split.second.module] = split.second.cost
    var edges = self.edges.filter { $0.0 != module && $0.1 != module }
    for half in [split.first, split.second] {
      edges += half.dependencies.sorted().map { (half.module, $0) }
      edges += half.dependents.sorted().map { ($0, half.module) }
    }
    if split.secondDependsOnFirst { edges.append((split.second.module, split.first.module)) }
    if split.firstDependsOnSecond { edges.append((split.first.module, split.second.module)) }
    var host = builtForHost
    if host.remove(module) != nil { host.formUnion([split.first.module, split.second.module]) }
    return BuildTimeModel(
      costs: costs, dependencies: edges, setupCost: setupCost, systemSetup: systemSetup, builtForHost: host)
  }

  /// Every edge, in node order.
  public var edges: [(ModuleID, ModuleID)] {
    digraph.nodes.flatMap { from in digraph.successors(of: from).map { (from, $0) } }
  }
}

/// A binary heap: `precedes(a, b)` puts `a` out first.
struct Heap<Element> {
  private var items: [Element] = []
  let precedes: (Element, Element) -> Bool

  init(_ precedes: @escaping (Element, Element) -> Bool) { self.precedes = precedes }

  var isEmpty: Bool { items.isEmpty }

  mutating func push(_ item: Element) {
    items.append(item)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(items[child], items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> Element? {
    guard !items.isEmpty else { return nil }
    items.swapAt(0, items.count - 1)
    let top = items.removeLast()
    var parent = 0
    while true {
      var best = parent
      for child in [2 * parent + 1, 2 * parent + 2] where child < items.count && precedes(items[child], items[best]) {
        best = child
      }
      guard best != parent else { return top }
      items.swapAt(parent, best)
      parent = best
    }
  }
}
