import Testing

@testable import PlumbModel

/// Reachability without reach sets: the same answers as following the edges, and work that grows with the graph,
/// not with the square of it.
@Suite struct ReachabilityTests {
  /// A graph of `count` nodes with `edges` pseudo-random edges (cycles and self-loops included); the same seed gives
  /// the same graph.
  static func randomGraph(nodes count: Int, edges: Int, seed: UInt64) -> Digraph<Int> {
    var state = seed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    // Mostly towards lower numbers, as dependencies go, with some edges back up to make cycles.
    let pairs = (0..<edges).map { _ -> (Int, Int) in
      let from = next(count)
      let to = next(10) == 0 ? next(count) : next(from + 1)
      return (from, to)
    }
    return Digraph(nodes: 0..<count, edges: pairs)
  }

  static func chain(_ count: Int) -> Digraph<Int> {
    Digraph(nodes: 0..<count, edges: (1..<count).map { ($0, $0 - 1) })
  }

  @Test(arguments: [(12, 20, 1), (30, 45, 2), (40, 120, 3), (60, 60, 4), (80, 200, 5), (25, 0, 6)] as [(Int, Int, UInt64)])
  func answersAsFollowingTheEdges(nodes: Int, edges: Int, seed: UInt64) {
    let graph = Self.randomGraph(nodes: nodes, edges: edges, seed: seed)
    let reachability = Reachability(graph)
    for from in graph.nodes {
      let reached = graph.transitiveSuccessors(of: from)
      for to in graph.nodes {
        #expect(reachability.reaches(from, to) == reached.contains(to), "\(from) → \(to), seed \(seed)")
      }
    }
    #expect(!reachability.reaches(0, nodes + 1))
  }

  @Test(arguments: [(12, 20, 1), (30, 45, 2), (40, 120, 3), (60, 60, 4), (80, 200, 5), (25, 0, 6)] as [(Int, Int, UInt64)])
  func weighsDependentsAsListingThem(nodes: Int, edges: Int, seed: UInt64) {
    let graph = Self.randomGraph(nodes: nodes, edges: edges, seed: seed)
    let weight = { (node: Int) in node % 4 == 0 ? 0 : node % 7 + 1 }
    let weights = graph.transitivePredecessorWeights(weight)
    for node in graph.nodes {
      let listed = graph.transitivePredecessors(of: node).subtracting([node]).reduce(0) { $0 + weight($1) }
      #expect(weights[node] == listed, "\(node), seed \(seed)")
    }
  }

  @Test func cyclesAndSelfLoops() {
    let graph = Digraph(nodes: ["e"], edges: [("a", "b"), ("b", "a"), ("b", "c"), ("c", "c"), ("d", "a")])
    let reachability = Reachability(graph)
    #expect(reachability.reaches("a", "a"))
    #expect(reachability.reaches("a", "b") && reachability.reaches("b", "a"))
    #expect(reachability.reaches("c", "c"))
    #expect(!reachability.reaches("d", "d"))
    #expect(reachability.reaches("d", "c"))
    #expect(!reachability.reaches("c", "a"))
    #expect(!reachability.reaches("e", "a") && !reachability.reaches("a", "e"))
    #expect(graph.transitivePredecessorWeights { _ in 1 } == ["a": 2, "b": 2, "c": 3, "d": 0, "e": 0])
  }

  @Test func workGrowsWithTheChainNotItsSquare() {
    // A chain's reach sets hold n²/2 pairs; ten times the modules may take at most about ten times the work.
    let small = Self.chain(1_000)
    let large = Self.chain(10_000)
    let reach = (Reachability(small).work, Reachability(large).work)
    #expect(reach.0 >= 1_000)
    #expect(Double(reach.1) / Double(reach.0) <= 11, "\(reach.0) → \(reach.1)")
    let weights = (small.predecessorWeights { _ in 1 }.work, large.predecessorWeights { _ in 1 }.work)
    #expect(weights.0 >= 1_000)
    #expect(Double(weights.1) / Double(weights.0) <= 11, "\(weights.0) → \(weights.1)")
    #expect(large.transitivePredecessorWeights { _ in 1 }[0] == 9_999)
    #expect(Reachability(large).reaches(9_999, 0))
  }
}
