import PlumbModel
import Testing

/// Builds a graph from "a>b b>c" arrow pairs.
private func graph(_ edges: String, nodes: [String] = []) -> Digraph<String> {
  let pairs = edges.split(separator: " ").map { pair -> (String, String) in
    let ends = pair.split(separator: ">")
    return (String(ends[0]), String(ends[1]))
  }
  return Digraph(nodes: nodes, edges: pairs)
}

@Suite struct DigraphTests {
  @Test func stronglyConnectedComponentsFindCyclesAndSingletons() {
    let g = graph("a>b b>c c>a c>d d>e e>d f>f", nodes: ["g"])
    #expect(g.cyclicComponents() == [["a", "b", "c"], ["d", "e"], ["f"]])
    let all = g.stronglyConnectedComponents()
    #expect(all.count == 4)
    #expect(all.contains(["g"]))
    // Reverse topological: {d,e} comes before {a,b,c}, which depends on it.
    #expect(all.firstIndex(of: ["d", "e"])! < all.firstIndex(of: ["a", "b", "c"])!)
  }

  @Test func acyclicGraphHasNoCyclicComponents() {
    #expect(graph("a>b b>c a>c").isAcyclic)
    #expect(!graph("a>a").isAcyclic)
  }

  @Test func elementaryCyclesAreAllFoundOnceFromTheirSmallestNode() {
    let g = graph("a>b b>a b>c c>a c>c")
    #expect(g.elementaryCycles() == [["a", "b"], ["a", "b", "c"], ["c"]])
    #expect(g.elementaryCycles(limit: 1).count == 1)
    #expect(graph("a>b b>c").elementaryCycles().isEmpty)
  }

  @Test func elementaryCyclesOfACompleteGraph() {
    // K4 has 6 two-cycles, 8 three-cycles and 6 four-cycles: 20 in all.
    let names = ["a", "b", "c", "d"]
    let edges = names.flatMap { x in names.filter { $0 != x }.map { (x, $0) } }
    #expect(Digraph(nodes: names, edges: edges).elementaryCycles().count == 20)
  }

  @Test func topologicalOrderPutsDependenciesFirst() {
    #expect(graph("app>feature feature>core app>core").topologicalOrder() == ["core", "feature", "app"])
    #expect(graph("a>b b>a").topologicalOrder() == nil)
  }

  @Test func layersCountFromTheBottom() {
    let layers = graph("app>list app>details list>core details>core details>list x>y y>x x>core").layers()
    #expect(layers == ["core": 0, "list": 1, "details": 2, "app": 3, "x": 1, "y": 1])
  }

  @Test func transitiveReach() {
    let g = graph("app>list list>core details>core")
    #expect(g.transitiveSuccessors(of: "app") == ["list", "core"])
    #expect(g.transitivePredecessors(of: "core") == ["app", "list", "details"])
    #expect(g.transitiveSuccessors(of: "core").isEmpty)
    #expect(graph("a>b b>a").transitiveSuccessors(of: "a") == ["a", "b"])
  }

  @Test func shortestPath() {
    let g = graph("a>b b>c c>d a>d")
    #expect(g.shortestPath(from: "a", to: "d") == ["a", "d"])
    #expect(g.shortestPath(from: "b", to: "d") == ["b", "c", "d"])
    #expect(g.shortestPath(from: "d", to: "a") == nil)
  }

  @Test func longestPathByCountAndByWeight() {
    let g = graph("app>list list>core app>core app>util")
    let byCount = g.longestPath()
    #expect(byCount.path == ["app", "list", "core"])
    #expect(byCount.weight == 3)
    let weights = ["app": 10.0, "list": 1, "core": 1, "util": 50]
    let byLines = g.longestPath { weights[$0]! }
    #expect(byLines.path == ["app", "util"])
    #expect(byLines.weight == 60)
  }

  @Test func longestPathCondensesCycles() {
    let result = graph("a>b b>a b>c").longestPath()
    #expect(result.path == ["a", "b", "c"])
    #expect(result.weight == 3)
  }
}
