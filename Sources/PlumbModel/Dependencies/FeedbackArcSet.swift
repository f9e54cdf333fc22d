/// A minimum feedback arc set: the cheapest set of edges whose removal leaves a directed graph without cycles. What
/// cycle advice cuts.
///
/// Finding one is NP-hard, so the solver is exact only for small graphs:
/// - **exact** up to `exactNodeLimit` nodes (20 by default): dynamic programming over the subsets of nodes
///   (Held–Karp style). A set of edges is acyclic exactly when some order of the nodes has every kept edge
///   pointing one way, so the cheapest cut is the cheapest order: the best order of each subset placed first is
///   built from the best orders of its subsets, in 2ⁿ·n steps and 2ⁿ memory.
/// - **heuristic** beyond: Eades, Lin and Smyth's greedy order (1993: take sinks and sources off the ends, otherwise
///   the node with the most weight going out over coming in), weighted; then each node moves to the position where
///   the edges it turns backwards weigh least (sifting, until nothing moves); then every cut edge, dearest first, is
///   put back when it closes no cycle, so no edge is cut that need not be. The result is acyclic and minimal (no cut
///   edge can be kept alone), but not always the minimum.
///
/// The cost of a cut is the sum of its edges' weights; among cuts of equal cost the one with fewer edges wins, and
/// among those the first in node order, so the answer is deterministic. A self-loop is always cut.
public enum FeedbackArcSet {
  public struct Edge<Node: Hashable & Comparable & Sendable>: Hashable, Sendable {
    public var from: Node
    public var to: Node
    public var weight: Int

    public init(from: Node, to: Node, weight: Int) {
      self.from = from
      self.to = to
      self.weight = weight
    }
  }

  public struct Result<Node: Hashable & Comparable & Sendable>: Sendable {
    /// The edges to cut, in the order of their `from` then `to` node.
    public var removed: [Edge<Node>]
    /// The nodes in an order that every kept edge follows backwards: an edge `u → v` (u needs v) has v first. So
    /// "dependencies first": the order a dependency structure matrix lists the nodes in.
    public var order: [Node]
    /// Whether `removed` is a proven minimum (exact search) or the heuristic's answer.
    public var isExact: Bool
    public var cost: Int { removed.reduce(0) { $0 + $1.weight } }
  }

  /// Graphs up to this many nodes are solved exactly (2ⁿ states: about a million at 20, which took 0.16 s on a
  /// shared 2-core machine in a release build; Benchmarks/dependencies.md).
  public static let defaultExactNodeLimit = 20
  /// The exact search never takes more nodes than this: 2²² states hold 36 MB.
  public static let maximumExactNodeLimit = 22

  /// Solves one graph: `nodes` and its edges (parallel edges are merged, their weights added; negative weights count
  /// as 0). Usually a strongly connected component.
  public static func solve<Node: Hashable & Comparable & Sendable>(
    nodes: [Node], edges: [Edge<Node>], exactNodeLimit: Int = defaultExactNodeLimit
  ) -> Result<Node> {
    let sorted = Array(Set(nodes).union(edges.flatMap { [$0.from, $0.to] })).sorted()
    let index = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, $0) })
    var weights: [Pair: Int] = [:]
    var loops: [Edge<Node>] = []
    for edge in edges {
      if edge.from == edge.to {
        if !loops.contains(where: { $0.from == edge.from }) { loops.append(edge) }
        continue
      }
      weights[Pair(index[edge.from]!, index[edge.to]!), default: 0] += max(0, edge.weight)
    }
    let graph = IndexedGraph(count: sorted.count, weights: weights)
    let (order, cut, exact): ([Int], [Pair], Bool) =
      sorted.count <= min(exactNodeLimit, maximumExactNodeLimit) ? (exactOrder(graph), [], true) : heuristic(graph)
    var removed = exact ? graph.backEdges(of: order) : cut
    removed.sort { ($0.from, $0.to) < ($1.from, $1.to) }
    let result = removed.map { Edge(from: sorted[$0.from], to: sorted[$0.to], weight: weights[$0]!) }
      + loops.map { Edge(from: $0.from, to: $0.to, weight: max(0, $0.weight)) }
    return Result(
      removed: result.sorted { ($0.from, $0.to) < ($1.from, $1.to) }, order: order.map { sorted[$0] }, isExact: exact)
  }

  struct Pair: Hashable {
    var from: Int
    var to: Int
    init(_ from: Int, _ to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// Nodes 0..<count and weighted edges, with adjacency by index.
  struct IndexedGraph {
    var count: Int
    var weights: [Pair: Int]
    /// Sorted by target.
    var out: [[(to: Int, weight: Int)]]

    init(count: Int, weights: [Pair: Int]) {
      self.count = count
      self.weights = weights
      var out = Array(repeating: [(to: Int, weight: Int)](), count: count)
      for (pair, weight) in weights { out[pair.from].append((pair.to, weight)) }
      self.out = out.map { $0.sorted { $0.to < $1.to } }
    }

    /// The edges an order (dependencies first) has pointing the wrong way: `u → v` with u before v.
    func backEdges(of order: [Int]) -> [Pair] {
      var position = Array(repeating: 0, count: count)
      for (i, node) in order.enumerated() { position[node] = i }
      return weights.keys.filter { position[$0.from] < position[$0.to] }
    }
  }

  /// The cheapest order, by dynamic programming over the subsets placed first. Placing `v` after the subset `S`
  /// costs the edges from `v` to nodes not yet placed (v needs them, they come later). Costs compare as (weight,
  /// edge count); ties keep the node that comes first by name.
  static func exactOrder(_ graph: IndexedGraph) -> [Int] {
    let n = graph.count
    guard n > 1 else { return Array(0..<n) }
    let states = 1 << n
    // Weight in the high bits, the number of edges below (fewer than n² < 2¹² of them, n being at most 22).
    let shift = 12
    var best = Array(repeating: Int.max, count: states)
    var last = Array(repeating: UInt8(0), count: states)
    best[0] = 0
    for placed in 0..<states where best[placed] != Int.max {
      let base = best[placed]
      for v in 0..<n where placed & (1 << v) == 0 {
        var added = 0
        for edge in graph.out[v] where placed & (1 << edge.to) == 0 {
          added += edge.weight << shift + 1
        }
        let next = placed | (1 << v)
        let candidate = base + added
        if candidate < best[next] {
          best[next] = candidate
          last[next] = UInt8(v)
        }
      }
    }
    var order: [Int] = []
    var state = states - 1
    while state != 0 {
      let v = Int(last[state])
      order.append(v)
      state &= ~(1 << v)
    }
    return order.reversed()
  }

  /// Local search over an order (dependencies first): each node in turn moves to the position where the edges it
  /// turns backwards weigh least, until a pass moves none (at most 20 passes). Moving a node past its neighbour
  /// changes only the edges between the two, so each node's best position is one scan.
  static func sift(_ start: [Int], _ graph: IndexedGraph) -> [Int] {
    var order = start
    let n = order.count
    var weightTo = Array(repeating: [Int: Int](), count: n)
    for (pair, weight) in graph.weights { weightTo[pair.from][pair.to] = weight }
    for _ in 0..<20 {
      var moved = false
      for v in 0..<n {
        let current = order.firstIndex(of: v)!
        var rest = order
        rest.remove(at: current)
        // Cost of v at position 0: every node it needs comes after it.
        var cost = graph.out[v].reduce(0) { $0 + $1.weight }
        var best = (cost: cost, position: 0)
        var costAtCurrent = current == 0 ? cost : Int.max
        for (i, w) in rest.enumerated() {
          // v moves past w: an edge v → w no longer points backwards, an edge w → v now does.
          cost -= weightTo[v][w] ?? 0
          cost += weightTo[w][v] ?? 0
          if i + 1 == current { costAtCurrent = cost }
          if cost < best.cost { best = (cost, i + 1) }
        }
        if best.cost < costAtCurrent {
          rest.insert(v, at: best.position)
          order = rest
          moved = true
        }
      }
      if !moved { break }
    }
    return order
  }

  /// Eades–Lin–Smyth's order, weighted, then the cut edges put back where they close no cycle. Returns the order
  /// (dependencies first) of the kept edges and the cut.
  static func heuristic(_ graph: IndexedGraph) -> ([Int], [Pair], Bool) {
    let n = graph.count
    var incoming = Array(repeating: [(from: Int, weight: Int)](), count: n)
    for (pair, weight) in graph.weights { incoming[pair.to].append((pair.from, weight)) }
    var alive = Array(repeating: true, count: n)
    var outWeight = graph.out.map { $0.reduce(0) { $0 + $1.weight } }
    var inWeight = incoming.map { $0.reduce(0) { $0 + $1.weight } }
    var outDegree = graph.out.map(\.count)
    var inDegree = incoming.map(\.count)
    func remove(_ v: Int) {
      alive[v] = false
      for edge in graph.out[v] where alive[edge.to] {
        inDegree[edge.to] -= 1
        inWeight[edge.to] -= edge.weight
      }
      for edge in incoming[v] where alive[edge.from] {
        outDegree[edge.from] -= 1
        outWeight[edge.from] -= edge.weight
      }
    }
    // The usual orientation: edges point from the start of the sequence to its end, except the ones to cut.
    var front: [Int] = []
    var back: [Int] = []
    var left = n
    while left > 0 {
      var changed = true
      while changed {
        changed = false
        for v in 0..<n where alive[v] && outDegree[v] == 0 {
          back.append(v)
          remove(v)
          left -= 1
          changed = true
        }
        for v in 0..<n where alive[v] && inDegree[v] == 0 {
          front.append(v)
          remove(v)
          left -= 1
          changed = true
        }
      }
      guard left > 0 else { break }
      var chosen = -1
      var bestDelta = Int.min
      for v in 0..<n where alive[v] && outWeight[v] - inWeight[v] > bestDelta {
        bestDelta = outWeight[v] - inWeight[v]
        chosen = v
      }
      front.append(chosen)
      remove(chosen)
      left -= 1
    }
    let sequence = front + back.reversed()
    // Dependencies first is the reverse: an edge u → v (u needs v) is kept when v comes before u.
    let sifted = sift(Array(sequence.reversed()), graph)
    var cut = graph.backEdges(of: sifted)
    // Put back what closes no cycle, dearest first: a kept edge u → v closes one when v already reaches u.
    cut.sort { a, b in
      let (wa, wb) = (graph.weights[a]!, graph.weights[b]!)
      return wa != wb ? wa > wb : (a.from, a.to) < (b.from, b.to)
    }
    var kept = Array(repeating: [Int](), count: n)
    let cutSet = Set(cut)
    for pair in graph.weights.keys where !cutSet.contains(pair) { kept[pair.from].append(pair.to) }
    func reaches(_ start: Int, _ goal: Int) -> Bool {
      var seen = Set([start])
      var work = [start]
      while let v = work.popLast() {
        if v == goal { return true }
        for w in kept[v] where seen.insert(w).inserted { work.append(w) }
      }
      return false
    }
    var finalCut: [Pair] = []
    for pair in cut {
      if reaches(pair.to, pair.from) {
        finalCut.append(pair)
      } else {
        kept[pair.from].append(pair.to)
      }
    }
    let order = Digraph(nodes: Array(0..<n), edges: kept.enumerated().flatMap { v, targets in targets.map { (v, $0) } })
      .topologicalOrder() ?? []
    return (order, finalCut, false)
  }
}
