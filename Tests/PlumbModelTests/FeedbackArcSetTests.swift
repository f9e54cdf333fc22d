import PlumbModel
import Testing

private typealias Edge = FeedbackArcSet.Edge<String>

/// `"a>b:3 b>a"`: edges with weights (1 when not given).
private func edges(_ text: String) -> [Edge] {
  text.split(separator: " ").map { item in
    let parts = item.split(separator: ":")
    let ends = parts[0].split(separator: ">")
    return Edge(from: String(ends[0]), to: String(ends[1]), weight: parts.count > 1 ? Int(parts[1])! : 1)
  }
}

private func removed(_ result: FeedbackArcSet.Result<String>) -> [String] {
  result.removed.map { "\($0.from)>\($0.to)" }
}

/// Whether the edges left after the cut form no cycle, and the order says so: every kept edge points backwards.
private func leavesAcyclic(_ all: [Edge], _ result: FeedbackArcSet.Result<String>) -> Bool {
  let cut = Set(result.removed.map { [$0.from, $0.to] })
  let kept = all.filter { !cut.contains([$0.from, $0.to]) }
  let position = Dictionary(uniqueKeysWithValues: result.order.enumerated().map { ($1, $0) })
  return Digraph(nodes: result.order, edges: kept.map { ($0.from, $0.to) }).isAcyclic
    && kept.allSatisfy { position[$0.to]! < position[$0.from]! }
}

/// The cheapest cut by trying every subset of edges: the oracle for small graphs.
private func bruteForceMinimum(_ all: [Edge]) -> Int {
  var best = Int.max
  for mask in 0..<(1 << all.count) {
    var cost = 0
    var kept: [(String, String)] = []
    for (i, edge) in all.enumerated() {
      if mask & (1 << i) != 0 { cost += edge.weight } else { kept.append((edge.from, edge.to)) }
    }
    if cost < best, Digraph(nodes: [String](), edges: kept).isAcyclic { best = cost }
  }
  return best
}

@Suite struct FeedbackArcSetTests {
  @Test func aTriangleLosesItsCheapestEdge() {
    let all = edges("a>b:3 b>c:1 c>a:2")
    let result = FeedbackArcSet.solve(nodes: ["a", "b", "c"], edges: all)
    #expect(removed(result) == ["b>c"])
    #expect(result.cost == 1 && result.isExact)
    #expect(leavesAcyclic(all, result))
  }

  @Test func anEdgeSharedByEveryCycleIsCutOnce() {
    // Three cycles a → b → x → a all run through a → b; cutting the cheapest edge of each cycle (one per cycle)
    // would cost 3, the shared edge costs 2.
    let all = edges("a>b:2 b>c c>a b>d d>a b>e e>a")
    let result = FeedbackArcSet.solve(nodes: ["a", "b", "c", "d", "e"], edges: all)
    #expect(removed(result) == ["a>b"])
    #expect(result.cost == 2)
  }

  @Test func twoCheapEdgesBeatOneDearOne() {
    // a ⇄ b through a heavy edge, or cut both light edges of the two cycles around it.
    let all = edges("a>b:10 b>a:1 b>c:10 c>b:1")
    let result = FeedbackArcSet.solve(nodes: ["a", "b", "c"], edges: all)
    #expect(removed(result) == ["b>a", "c>b"])
    #expect(result.cost == 2)
  }

  @Test func aSelfLoopIsAlwaysCut() {
    let all = edges("a>a a>b b>a:5")
    let result = FeedbackArcSet.solve(nodes: ["a", "b"], edges: all)
    #expect(removed(result) == ["a>a", "a>b"])
  }

  @Test func theHeuristicCutsTwoEdgesWhereTheExactSearchCutsOne() {
    // Every cycle passes Catalog → Events: it is the only edge out of Catalog, and every way back to Catalog runs
    // through Events. The greedy order (and sifting after it) ends with Data → Catalog and Events → Account pointing
    // backwards, and neither can be put back alone. On random graphs of 4 to 7 modules the heuristic misses the
    // minimum about once in 40 (once in 10 without sifting), which is why small components are solved exactly.
    let all = edges("Account>Catalog Account>Data Catalog>Events Data>Catalog Events>Account Events>Billing Events>Data")
    let nodes = ["Account", "Billing", "Catalog", "Data", "Events"]
    let exact = FeedbackArcSet.solve(nodes: nodes, edges: all)
    let heuristic = FeedbackArcSet.solve(nodes: nodes, edges: all, exactNodeLimit: 0)
    #expect(exact.isExact && !heuristic.isExact)
    #expect(removed(exact) == ["Catalog>Events"])
    #expect(removed(heuristic) == ["Data>Catalog", "Events>Account"])
    #expect(exact.cost == bruteForceMinimum(all))
    #expect(leavesAcyclic(all, exact) && leavesAcyclic(all, heuristic))
  }

  @Test func siftingImprovesOnTheGreedyOrderAlone() {
    // The greedy order alone cut two edges of this graph (Events → Account and Events → Catalog), where every cycle
    // passes Data → Events; with sifting the heuristic finds that one edge.
    let all = edges(
      "Account>Data Billing>Data Catalog>Account Catalog>Billing Data>Events Events>Account Events>Catalog")
    let heuristic = FeedbackArcSet.solve(
      nodes: ["Account", "Billing", "Catalog", "Data", "Events"], edges: all, exactNodeLimit: 0)
    #expect(removed(heuristic) == ["Data>Events"])
  }

  @Test func theExactSearchMatchesTryingEverySubsetOnRandomGraphs() {
    var state: UInt64 = 2026
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    var compared = 0
    while compared < 60 {
      let n = 3 + Int(next() % 4)
      let names = (0..<n).map { "m\($0)" }
      var all: [Edge] = []
      for a in 0..<n {
        for b in 0..<n where a != b && next() % 100 < 40 {
          all.append(Edge(from: names[a], to: names[b], weight: 1 + Int(next() % 4)))
        }
      }
      guard all.count <= 12, !Digraph(nodes: names, edges: all.map { ($0.from, $0.to) }).isAcyclic else { continue }
      let result = FeedbackArcSet.solve(nodes: names, edges: all)
      #expect(result.cost == bruteForceMinimum(all), "\(all)")
      #expect(leavesAcyclic(all, result))
      compared += 1
    }
  }

  @Test func aLargeComponentTakesTheHeuristicAndStillEndsAcyclic() {
    // 40 modules in one strongly connected component: a ring, plus chords both ways.
    var state: UInt64 = 7
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    let names = (0..<40).map { $0 < 10 ? "M0\($0)" : "M\($0)" }
    var all: [Edge] = (0..<40).map { Edge(from: names[$0], to: names[($0 + 1) % 40], weight: 1 + next() % 5) }
    for _ in 0..<80 {
      let a = next() % 40
      let b = next() % 40
      if a != b { all.append(Edge(from: names[a], to: names[b], weight: 1 + next() % 5)) }
    }
    #expect(Digraph(nodes: names, edges: all.map { ($0.from, $0.to) }).cyclicComponents().first?.count == 40)
    let result = FeedbackArcSet.solve(nodes: names, edges: all)
    #expect(!result.isExact)
    #expect(result.order.count == 40)
    #expect(leavesAcyclic(all, result))
    // Minimal: putting any one cut edge back closes a cycle again.
    let cut = Set(result.removed.map { [$0.from, $0.to] })
    for edge in result.removed {
      let kept = all.filter { !cut.contains([$0.from, $0.to]) || ($0.from == edge.from && $0.to == edge.to) }
      #expect(!Digraph(nodes: names, edges: kept.map { ($0.from, $0.to) }).isAcyclic, "\(edge) need not be cut")
    }
  }
}
