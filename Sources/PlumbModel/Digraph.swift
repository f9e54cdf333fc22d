/// A directed graph over any comparable node type, with the algorithms the rules and metrics need.
///
/// Nodes are kept in sorted order and every algorithm visits them in that order, so results are deterministic.
/// The algorithms are iterative (no recursion), so deep type graphs cannot overflow the stack.
public struct Digraph<Node: Hashable & Comparable>: Sendable where Node: Sendable {
  public let nodes: [Node]
  let index: [Node: Int]
  /// Successors by node index, sorted, without duplicates.
  let successors: [[Int]]
  let predecessors: [[Int]]

  /// Edges whose ends are not among `nodes` add those ends as nodes.
  public init(nodes: some Sequence<Node>, edges: some Sequence<(Node, Node)>) {
    let edgeList = Array(edges)
    var all = Set(nodes)
    for (from, to) in edgeList {
      all.insert(from)
      all.insert(to)
    }
    let sorted = all.sorted()
    let index = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, $0) })
    var successorSets = Array(repeating: Set<Int>(), count: sorted.count)
    var predecessorSets = Array(repeating: Set<Int>(), count: sorted.count)
    for (from, to) in edgeList {
      successorSets[index[from]!].insert(index[to]!)
      predecessorSets[index[to]!].insert(index[from]!)
    }
    self.nodes = sorted
    self.index = index
    self.successors = successorSets.map { $0.sorted() }
    self.predecessors = predecessorSets.map { $0.sorted() }
  }

  public var edgeCount: Int { successors.reduce(0) { $0 + $1.count } }

  public func successors(of node: Node) -> [Node] {
    guard let i = index[node] else { return [] }
    return successors[i].map { nodes[$0] }
  }

  public func predecessors(of node: Node) -> [Node] {
    guard let i = index[node] else { return [] }
    return predecessors[i].map { nodes[$0] }
  }

  public func hasEdge(from: Node, to: Node) -> Bool {
    guard let f = index[from], let t = index[to] else { return false }
    return successors[f].contains(t)
  }

  // MARK: Strongly connected components

  /// Tarjan's strongly connected components. Each component is sorted; components come in reverse topological
  /// order (a component is listed before the components that depend on it).
  public func stronglyConnectedComponents() -> [[Node]] {
    let (componentOf, count) = componentIndices()
    var components = Array(repeating: [Node](), count: count)
    for (i, c) in componentOf.enumerated() { components[c].append(nodes[i]) }
    return components  // nodes are sorted, so each component is too
  }

  /// Each node's strongly connected component by index (Tarjan's algorithm), and how many there are. Components are
  /// numbered in reverse topological order: every edge between two components goes to a lower number.
  func componentIndices() -> (componentOf: [Int], count: Int) {
    let count = nodes.count
    var indexOf = Array(repeating: -1, count: count)
    var lowLink = Array(repeating: 0, count: count)
    var onStack = Array(repeating: false, count: count)
    var componentOf = Array(repeating: -1, count: count)
    var stack: [Int] = []
    var components = 0
    var nextIndex = 0

    for root in 0..<count where indexOf[root] == -1 {
      // Each frame is a node and the position of the next successor to look at.
      var frames: [(node: Int, next: Int)] = [(root, 0)]
      indexOf[root] = nextIndex
      lowLink[root] = nextIndex
      nextIndex += 1
      stack.append(root)
      onStack[root] = true

      while let frame = frames.last {
        let v = frame.node
        if frame.next < successors[v].count {
          frames[frames.count - 1].next += 1
          let w = successors[v][frame.next]
          if indexOf[w] == -1 {
            indexOf[w] = nextIndex
            lowLink[w] = nextIndex
            nextIndex += 1
            stack.append(w)
            onStack[w] = true
            frames.append((w, 0))
          } else if onStack[w] {
            lowLink[v] = min(lowLink[v], indexOf[w])
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[v]) }
        if lowLink[v] == indexOf[v] {
          while let w = stack.popLast() {
            onStack[w] = false
            componentOf[w] = components
            if w == v { break }
          }
          components += 1
        }
      }
    }
    return (componentOf, components)
  }

  /// Components that contain a cycle: more than one node, or one node with an edge to itself.
  public func cyclicComponents() -> [[Node]] {
    stronglyConnectedComponents()
      .filter { $0.count > 1 || hasEdge(from: $0[0], to: $0[0]) }
      .sorted { $0.lexicographicallyPrecedes($1) }
  }

  public var isAcyclic: Bool { cyclicComponents().isEmpty }

  /// Elementary cycles (Johnson's algorithm), each starting at its smallest node and closing back on it.
  /// Their number can grow exponentially, so at most `limit` are returned.
  public func elementaryCycles(limit: Int = 100) -> [[Node]] {
    var cycles: [[Node]] = []
    // A cycle never leaves its strongly connected component: each search stays in its start's, and a node on no
    // cycle starts none (searching from every node of an acyclic chain of n nodes took n² steps).
    let (componentOf, count) = componentIndices()
    var members = Array(repeating: [Int](), count: count)
    for (node, c) in componentOf.enumerated() { members[c].append(node) }
    var blocked = Array(repeating: false, count: nodes.count)
    var blockedBy = Array(repeating: Set<Int>(), count: nodes.count)
    for start in nodes.indices {
      if cycles.count >= limit { break }
      let component = componentOf[start]
      guard members[component].count > 1 || successors[start].contains(start) else { continue }
      defer {
        for node in members[component] {
          blocked[node] = false
          blockedBy[node].removeAll()
        }
      }
      // Only nodes >= start take part, so each cycle is found once, from its smallest node.
      let takesPart = { (w: Int) in w >= start && componentOf[w] == component }
      var path: [Int] = [start]
      var frames: [(node: Int, next: Int, foundCycle: Bool)] = [(start, 0, false)]
      blocked[start] = true

      func unblock(_ node: Int) {
        var work = [node]
        while let u = work.popLast() {
          guard blocked[u] else { continue }
          blocked[u] = false
          work.append(contentsOf: blockedBy[u])
          blockedBy[u].removeAll()
        }
      }

      while !frames.isEmpty {
        if cycles.count >= limit { break }
        let top = frames.count - 1
        let v = frames[top].node
        let next = successors[v].dropFirst(frames[top].next).first(where: takesPart)
        if let w = next {
          frames[top].next = successors[v].firstIndex(of: w)! + 1
          if w == start {
            cycles.append(path.map { nodes[$0] })
            frames[top].foundCycle = true
          } else if !blocked[w] {
            blocked[w] = true
            path.append(w)
            frames.append((w, 0, false))
          }
          continue
        }
        let finished = frames.removeLast()
        if finished.foundCycle {
          unblock(v)
        } else {
          for w in successors[v] where takesPart(w) { blockedBy[w].insert(v) }
        }
        path.removeLast()
        if finished.foundCycle, !frames.isEmpty { frames[frames.count - 1].foundCycle = true }
      }
    }
    return cycles
  }

  // MARK: Order and layers

  /// Nodes ordered so that every node comes after all the nodes it depends on (its successors), or nil when the
  /// graph has a cycle. Ties are broken by node order.
  public func topologicalOrder() -> [Node]? {
    var remaining = successors.map(\.count)
    var ready = remaining.indices.filter { remaining[$0] == 0 }
    var order: [Int] = []
    while !ready.isEmpty {
      ready.sort(by: >)
      let v = ready.removeLast()
      order.append(v)
      for p in predecessors[v] {
        remaining[p] -= 1
        if remaining[p] == 0 { ready.append(p) }
      }
    }
    return order.count == nodes.count ? order.map { nodes[$0] } : nil
  }

  /// Each node's layer: 0 for nodes that depend on nothing, otherwise one more than the highest layer among its
  /// successors. Nodes of one strongly connected component share a layer, so this is defined for cyclic graphs.
  public func layers() -> [Node: Int] {
    let components = stronglyConnectedComponents()  // dependencies come first
    var componentOf = [Int](repeating: 0, count: nodes.count)
    for (c, component) in components.enumerated() {
      for node in component { componentOf[index[node]!] = c }
    }
    var componentLayer = [Int](repeating: 0, count: components.count)
    for (c, component) in components.enumerated() {
      var layer = 0
      for node in component {
        for s in successors[index[node]!] where componentOf[s] != c {
          layer = max(layer, componentLayer[componentOf[s]] + 1)
        }
      }
      componentLayer[c] = layer
    }
    var result: [Node: Int] = [:]
    for (i, node) in nodes.enumerated() { result[node] = componentLayer[componentOf[i]] }
    return result
  }

  // MARK: Reachability

  /// Every node reachable from `node` by following edges (what it depends on, directly or not), without itself
  /// unless it lies on a cycle.
  public func transitiveSuccessors(of node: Node) -> Set<Node> {
    reach(from: node, through: successors)
  }

  /// Every node from which `node` is reachable (what depends on it, directly or not: the set a change rebuilds).
  public func transitivePredecessors(of node: Node) -> Set<Node> {
    reach(from: node, through: predecessors)
  }

  /// Every node reachable from any of `sources` by one edge or more: what any of them depends on.
  public func transitiveSuccessors(of sources: some Sequence<Node>) -> Set<Node> {
    reach(from: sources.compactMap { index[$0] }, through: successors)
  }

  /// Every node from which any of `targets` is reachable by one edge or more: what depends on any of them.
  public func transitivePredecessors(of targets: some Sequence<Node>) -> Set<Node> {
    reach(from: targets.compactMap { index[$0] }, through: predecessors)
  }

  private func reach(from node: Node, through adjacency: [[Int]]) -> Set<Node> {
    guard let start = index[node] else { return [] }
    return reach(from: [start], through: adjacency)
  }

  private func reach(from starts: [Int], through adjacency: [[Int]]) -> Set<Node> {
    var seen = Set<Int>()
    var work = starts.flatMap { adjacency[$0] }
    while let v = work.popLast() {
      if seen.insert(v).inserted { work.append(contentsOf: adjacency[v]) }
    }
    return Set(seen.map { nodes[$0] })
  }

  /// A shortest path of edges from `from` to `to` (breadth-first), both ends included, or nil.
  public func shortestPath(from: Node, to: Node) -> [Node]? {
    guard let f = index[from], let t = index[to] else { return nil }
    var parent = [Int: Int]()
    var queue = [f]
    var head = 0
    while head < queue.count {
      let v = queue[head]
      head += 1
      for w in successors[v] where parent[w] == nil && w != f {
        parent[w] = v
        if w == t {
          var path = [t]
          var u = t
          while let p = parent[u], u != f {
            path.append(p)
            u = p
          }
          return path.reversed().map { nodes[$0] }
        }
        queue.append(w)
      }
    }
    return nil
  }

  /// The heaviest path through the graph, where a path's weight is the sum of its nodes' weights (`weight`
  /// defaults to 1, giving the longest chain of dependencies). Cycles are condensed: a component counts once
  /// with the sum of its nodes' weights. Returns the path from the dependent end to the dependency end.
  public func longestPath(weight: (Node) -> Double = { _ in 1 }) -> (path: [Node], weight: Double) {
    let components = stronglyConnectedComponents()  // dependencies first
    guard !components.isEmpty else { return ([], 0) }
    var componentOf = [Int](repeating: 0, count: nodes.count)
    for (c, component) in components.enumerated() {
      for node in component { componentOf[index[node]!] = c }
    }
    var best = [Double](repeating: 0, count: components.count)
    var nextOnPath = [Int?](repeating: nil, count: components.count)
    for (c, component) in components.enumerated() {
      var tail: Double = 0
      var via: Int? = nil
      for node in component {
        for s in successors[index[node]!] where componentOf[s] != c {
          let candidate = best[componentOf[s]]
          if candidate > tail || (candidate == tail && via.map { componentOf[s] < $0 } == true) {
            tail = candidate
            via = componentOf[s]
          }
        }
      }
      best[c] = component.reduce(0) { $0 + weight($1) } + tail
      nextOnPath[c] = via
    }
    var start = 0
    for c in components.indices where best[c] > best[start] { start = c }
    var path: [Node] = []
    var current: Int? = start
    while let c = current {
      path.append(contentsOf: components[c])
      current = nextOnPath[c]
    }
    return (path, best[start])
  }
}
