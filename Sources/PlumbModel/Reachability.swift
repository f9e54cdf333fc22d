/// Which nodes of a digraph reach which, answered without materialising every node's reach: on a chain of n
/// modules the reach sets hold n²/2 pairs (a 10,000-module chain: 50 million), while the rules only ask yes or no,
/// and the metrics only count.
///
/// The strongly connected components are condensed into a DAG, and the DAG is covered by paths (greedily, each
/// component on one path). A component reaches a suffix of every path (if it reaches the path's k-th component, it
/// reaches those after it too), so it is enough to know, per path it reaches, the first position it reaches: its
/// label (Jagadish's compressed transitive closure). A label has an entry for each path the component reaches, so
/// the work is linear on chains and trees, and at worst the number of (component, path) pairs, never the number of
/// (node, node) pairs. `work` counts it, for the tests.
public struct Reachability<Node: Hashable & Comparable & Sendable>: Sendable {
  private let digraph: Digraph<Node>
  private let cover: PathCover
  /// Labels, flat: component c's entries are `labelChains[labelStart[c]..<labelStart[c + 1]]`, sorted by path,
  /// with the first position reached on each path (the component's own position on its own path).
  private let labelStart: [Int]
  private let labelChains: [Int32]
  private let labelPositions: [Int32]
  /// Label entries merged and edges followed: what building the labels cost.
  public let work: Int

  public init(_ digraph: Digraph<Node>) {
    self.digraph = digraph
    let cover = PathCover(digraph)
    self.cover = cover
    var start = [0]
    var chains: [Int32] = []
    var positions: [Int32] = []
    var work = cover.work
    var best = Array(repeating: Int32.max, count: cover.pathCount)
    var touched: [Int32] = []
    // Components are numbered so that every edge goes to a lower number: successors are labelled first.
    for c in 0..<cover.count {
      touched.append(Int32(cover.path[c]))
      best[cover.path[c]] = Int32(cover.position[c])
      for s in cover.successors[c] {
        for entry in start[s]..<start[s + 1] {
          let path = Int(chains[entry])
          if best[path] == .max { touched.append(chains[entry]) }
          best[path] = min(best[path], positions[entry])
        }
        work += 1 + start[s + 1] - start[s]
      }
      if touched.count > 1 { touched.sort() }
      for path in touched {
        chains.append(path)
        positions.append(best[Int(path)])
        best[Int(path)] = .max
      }
      touched.removeAll(keepingCapacity: true)
      start.append(chains.count)
    }
    labelStart = start
    labelChains = chains
    labelPositions = positions
    self.work = work
  }

  /// Whether a path of one edge or more leads from `from` to `to` (a node reaches itself only on a cycle).
  public func reaches(_ from: Node, _ to: Node) -> Bool {
    guard let f = digraph.indexOf(from), let t = digraph.indexOf(to) else { return false }
    let cf = cover.componentOf[f]
    let ct = cover.componentOf[t]
    if cf == ct { return cover.cyclic[cf] }
    // Edges only lead to lower component numbers.
    guard ct < cf else { return false }
    let path = Int32(cover.path[ct])
    var low = labelStart[cf]
    var high = labelStart[cf + 1]
    while low < high {
      let middle = (low + high) / 2
      if labelChains[middle] < path { low = middle + 1 } else { high = middle }
    }
    return low < labelStart[cf + 1] && labelChains[low] == path && Int(labelPositions[low]) <= cover.position[ct]
  }

  /// Whether `from` reaches any node of `targets` (by one edge or more).
  public func reachesAny(_ from: Node, of targets: some Sequence<Node>) -> Bool {
    targets.contains { reaches(from, $0) }
  }
}

extension Digraph {
  /// For each node, the summed `weight` of the other nodes that reach it (its transitive dependents, by weight):
  /// with a weight of 1 the number of them, with 0 for some nodes those left out. The same as summing over
  /// `transitivePredecessors(of:)` for every node, in time linear on chains and trees (see `Reachability`).
  /// `work` counts the steps, for the tests.
  public func transitivePredecessorWeights(counting work: WorkCounter? = nil, _ weight: (Node) -> Int) -> [Node: Int] {
    let (values, steps) = predecessorWeights(weight)
    work?.add(steps)
    return Dictionary(uniqueKeysWithValues: zip(nodes, values))
  }

  /// The weights by node index, and the work done (label entries merged, edges followed), for the tests.
  func predecessorWeights(_ weight: (Node) -> Int) -> (values: [Int], work: Int) {
    let cover = PathCover(self)
    let nodeWeight = nodes.map(weight)
    var componentWeight = Array(repeating: 0, count: cover.count)
    for (i, c) in cover.componentOf.enumerated() { componentWeight[c] += nodeWeight[i] }
    // The weight of each path's first k components, k = 1...: a component reached by the path's k-th one is reached
    // by all before it (the path runs from dependents to dependencies).
    var prefix = Array(repeating: [Int](), count: cover.pathCount)
    for c in cover.order {
      let p = cover.path[c]
      prefix[p].append((prefix[p].last ?? 0) + componentWeight[c])
    }
    // Labels in the other direction: per path, the last position that reaches the component (its own included).
    var labels = Array(repeating: [(path: Int32, position: Int32)](), count: cover.count)
    var best = Array(repeating: Int32(-1), count: cover.pathCount)
    var touched: [Int32] = []
    var sums = Array(repeating: 0, count: cover.count)
    var work = cover.work
    // A path that weighs nothing adds nothing to any sum: it is not followed (test targets hanging off a chain, each
    // a path of its own, would otherwise put an entry per test in every label below them).
    let weighs = prefix.map { $0.contains { $0 != 0 } }
    // Dependents first: every predecessor is labelled before its successors.
    for c in stride(from: cover.count - 1, through: 0, by: -1) {
      if weighs[cover.path[c]] {
        touched.append(Int32(cover.path[c]))
        best[cover.path[c]] = Int32(cover.position[c])
      }
      for p in cover.predecessors[c] {
        for entry in labels[p] {
          if best[Int(entry.path)] < 0 { touched.append(entry.path) }
          best[Int(entry.path)] = max(best[Int(entry.path)], entry.position)
        }
        work += 1 + labels[p].count
      }
      var label: [(path: Int32, position: Int32)] = []
      label.reserveCapacity(touched.count)
      var sum = 0
      for path in touched {
        let position = best[Int(path)]
        label.append((path, position))
        sum += prefix[Int(path)][Int(position)]
        best[Int(path)] = -1
      }
      touched.removeAll(keepingCapacity: true)
      labels[c] = label
      sums[c] = sum
      // A label is needed until the last of the component's successors is labelled: the lowest numbered.
      for p in cover.predecessors[c] where cover.successors[p].first == c { labels[p] = [] }
    }
    // Every node of a component reaches every other; the sum counted the node itself once.
    let values = nodes.indices.map { sums[cover.componentOf[$0]] - nodeWeight[$0] }
    return (values, work)
  }

  func indexOf(_ node: Node) -> Int? { index[node] }
}

/// The strongly connected components of a digraph condensed into a DAG, covered by disjoint paths.
struct PathCover: Sendable {
  /// Component of each node; components are numbered so that every edge between two goes to a lower number.
  let componentOf: [Int]
  let count: Int
  /// Per component, the other components it has edges to (and from), ascending, without duplicates.
  let successors: [[Int]]
  let predecessors: [[Int]]
  /// Whether a component's nodes reach themselves: more than one node, or a node with an edge to itself.
  let cyclic: [Bool]
  /// The path of each component, its position on the path (0 first, the dependent end), and the number of paths.
  let path: [Int]
  let position: [Int]
  let pathCount: Int
  /// Components path by path, each path from its first position.
  let order: [Int]
  /// Edges followed to build it.
  let work: Int

  init<Node>(_ digraph: Digraph<Node>) {
    let (componentOf, count) = digraph.componentIndices()
    var size = Array(repeating: 0, count: count)
    for c in componentOf { size[c] += 1 }
    var cyclic = size.map { $0 > 1 }
    var successors = Array(repeating: [Int](), count: count)
    var predecessors = Array(repeating: [Int](), count: count)
    var lastSeen = Array(repeating: -1, count: count)
    var work = 0
    // Visiting components in order, each one's sources together, keeps each list ascending without a sort.
    var members = Array(repeating: [Int](), count: count)
    for (node, c) in componentOf.enumerated() { members[c].append(node) }
    for c in 0..<count {
      for node in members[c] {
        for s in digraph.successors[node] {
          work += 1
          let target = componentOf[s]
          if target == c {
            if s == node { cyclic[c] = true }
            continue
          }
          if lastSeen[target] != c {
            lastSeen[target] = c
            successors[c].append(target)
            predecessors[target].append(c)
          }
        }
      }
      successors[c].sort()
    }
    // Greedy path cover from the dependent end: each component not yet on a path starts one, which goes on to the
    // successor not yet on a path with the longest way down (so a chain becomes one path, not a path per step).
    var height = Array(repeating: 0, count: count)
    for c in 0..<count {
      for s in successors[c] { height[c] = max(height[c], height[s] + 1) }
    }
    var path = Array(repeating: -1, count: count)
    var position = Array(repeating: 0, count: count)
    var order: [Int] = []
    var paths = 0
    for first in stride(from: count - 1, through: 0, by: -1) where path[first] == -1 {
      var current = first
      var k = 0
      while true {
        path[current] = paths
        position[current] = k
        order.append(current)
        k += 1
        var next: Int?
        for s in successors[current] where path[s] == -1 && height[s] > next.map({ height[$0] }) ?? -1 { next = s }
        work += successors[current].count
        guard let next else { break }
        current = next
      }
      paths += 1
    }
    self.componentOf = componentOf
    self.count = count
    self.successors = successors
    self.predecessors = predecessors
    self.cyclic = cyclic
    self.path = path
    self.position = position
    self.pathCount = paths
    self.order = order
    self.work = work
  }
}
