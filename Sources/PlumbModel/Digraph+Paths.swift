/// Paths between nodes: every shortest path, every simple path up to a limit, and the nodes that lie on paths from
/// some nodes into others. The answers behind `plumb why` and `plumb graph --source/--sink`.
extension Digraph {
  /// Paths found, in order, and whether they are all there are.
  public struct Paths: Sendable {
    /// Each path from the start to the end, both included; shortest first, then in node order.
    public var paths: [[Node]]
    /// How many paths of the asked kind exist (every shortest path; saturates at `Int.max`), when it is known; nil
    /// for simple paths, whose number is not counted.
    public var total: Int?
    /// False when `limit` (or the search budget) cut the list: more paths exist, or might.
    public var isComplete: Bool
  }

  /// The length in edges of the shortest path from each node to `node` (0 for itself); unreachable nodes are absent.
  func distances(to node: Int) -> [Int: Int] {
    var distance = [node: 0]
    var queue = [node]
    var head = 0
    while head < queue.count {
      let v = queue[head]
      head += 1
      for p in predecessors[v] where distance[p] == nil {
        distance[p] = distance[v]! + 1
        queue.append(p)
      }
    }
    return distance
  }

  /// Every shortest path from `from` to `to` (breadth-first distances, then the paths that follow them), at most
  /// `limit`, in node order. Empty when `to` cannot be reached or the two are the same node.
  public func allShortestPaths(from: Node, to: Node, limit: Int) -> Paths {
    guard let f = index[from], let t = index[to], f != t else { return Paths(paths: [], total: 0, isComplete: true) }
    let toEnd = distances(to: t)
    guard let length = toEnd[f] else { return Paths(paths: [], total: 0, isComplete: true) }
    // A step lies on a shortest path when it brings the end one edge closer.
    func next(_ v: Int) -> [Int] {
      let remaining = toEnd[v]!
      return successors[v].filter { toEnd[$0] == remaining - 1 }
    }
    // Paths counted from each node to the end, saturating: the count can grow exponentially with the length.
    var count: [Int: Int] = [t: 1]
    var byDistance = toEnd.filter { $0.value <= length }.map(\.key)
    byDistance.sort { toEnd[$0]! < toEnd[$1]! }
    for v in byDistance where v != t {
      count[v] = next(v).reduce(0) { total, w in
        let (sum, overflow) = total.addingReportingOverflow(count[w] ?? 0)
        return overflow ? Int.max : sum
      }
    }
    var paths: [[Node]] = []
    var path = [f]
    var frames: [(node: Int, next: [Int], position: Int)] = [(f, next(f), 0)]
    while let top = frames.last, paths.count < limit {
      if top.node == t {
        paths.append(path.map { nodes[$0] })
        frames.removeLast()
        path.removeLast()
        continue
      }
      if top.position < top.next.count {
        frames[frames.count - 1].position += 1
        let w = top.next[top.position]
        path.append(w)
        frames.append((w, next(w), 0))
      } else {
        frames.removeLast()
        path.removeLast()
      }
    }
    let total = count[f] ?? 0
    return Paths(paths: paths, total: total, isComplete: paths.count >= total)
  }

  /// Simple paths (no node twice) from `from` to `to`, shortest first and in node order within a length, at most
  /// `limit`. Their number can be exponential, so the search also stops after `budget` steps; `isComplete` is false
  /// whenever either cut it short.
  public func simplePaths(from: Node, to: Node, limit: Int, budget: Int = 2_000_000) -> Paths {
    guard let f = index[from], let t = index[to], f != t else { return Paths(paths: [], total: nil, isComplete: true) }
    let toEnd = distances(to: t)
    guard let shortest = toEnd[f] else { return Paths(paths: [], total: 0, isComplete: true) }
    // Only nodes that still reach the end are worth a step.
    let useful = successors.map { $0.filter { toEnd[$0] != nil } }
    // One more than asked for, to know whether the list is complete.
    let wanted = limit + 1
    var paths: [[Node]] = []
    var steps = 0
    var exhausted = false
    // Iterative deepening by length, so shorter paths come first: each round lists the paths of exactly `length`
    // edges, pruned by the distance that is left to the end. A round that had to skip a step for want of length
    // says a longer path may exist.
    var length = shortest
    var longerMayExist = true
    while longerMayExist && length < nodes.count && paths.count < wanted && !exhausted {
      longerMayExist = false
      var onPath = Array(repeating: false, count: nodes.count)
      onPath[f] = true
      var path = [f]
      var frames: [(node: Int, position: Int)] = [(f, 0)]
      while let top = frames.last {
        steps += 1
        if steps > budget {
          exhausted = true
          break
        }
        if top.node == t {
          paths.append(path.map { nodes[$0] })
          if paths.count >= wanted { break }
          frames.removeLast()
          onPath[path.removeLast()] = false
          continue
        }
        let depth = path.count - 1
        let choices = useful[top.node]
        var position = top.position
        var chosen: Int?
        while position < choices.count {
          let w = choices[position]
          position += 1
          guard !onPath[w] else { continue }
          // Edges left once the path has stepped to `w`.
          let left = length - depth - 1
          if w == t {
            // Arriving early is a shorter path, listed in an earlier round.
            if left == 0 {
              chosen = w
              break
            }
          } else if toEnd[w]! <= left {
            chosen = w
            break
          } else {
            longerMayExist = true
          }
        }
        frames[frames.count - 1].position = position
        if let w = chosen {
          onPath[w] = true
          path.append(w)
          frames.append((w, 0))
        } else {
          frames.removeLast()
          onPath[path.removeLast()] = false
        }
      }
      length += 1
    }
    let complete = !exhausted && paths.count <= limit && !(longerMayExist && length < nodes.count)
    if paths.count > limit { paths.removeLast(paths.count - limit) }
    return Paths(paths: paths, total: nil, isComplete: complete)
  }

  /// The nodes on paths from any of `sources` into any of `sinks`: with sources only, the sources and everything they
  /// reach; with sinks only, the sinks and everything that reaches them; with both, the nodes that lie on some path
  /// from a source to a sink (sources and sinks included when such a path passes through them). Nodes not in the
  /// graph are ignored; nil for either side means that side does not narrow.
  public func nodesOnPaths(from sources: Set<Node>?, to sinks: Set<Node>?) -> Set<Node> {
    func closure(_ starts: Set<Node>, _ adjacency: [[Int]]) -> Set<Int> {
      var seen = Set(starts.compactMap { index[$0] })
      var work = Array(seen)
      while let v = work.popLast() {
        for w in adjacency[v] where seen.insert(w).inserted { work.append(w) }
      }
      return seen
    }
    var kept = Set(nodes.indices)
    if let sources { kept.formIntersection(closure(sources, successors)) }
    if let sinks { kept.formIntersection(closure(sinks, predecessors)) }
    return Set(kept.map { nodes[$0] })
  }
}
