import PlumbModel
import Testing

private func graph(_ edges: String, nodes: [String] = []) -> Digraph<String> {
  Digraph(
    nodes: nodes,
    edges: edges.split(separator: " ").map { pair in
      let ends = pair.split(separator: ">")
      return (String(ends[0]), String(ends[1]))
    })
}

@Suite struct DigraphPathsTests {
  @Test func everyShortestPathInNodeOrder() {
    let g = graph("app>b app>c b>core c>core app>x x>y y>core")
    let found = g.allShortestPaths(from: "app", to: "core", limit: 10)
    #expect(found.paths == [["app", "b", "core"], ["app", "c", "core"]])
    #expect(found.total == 2 && found.isComplete)
  }

  @Test func shortestPathsAreCountedBeyondTheLimit() {
    // Ten diamonds in a row: 2¹⁰ shortest paths.
    var edges: [String] = []
    for i in 0..<10 { edges += ["n\(i)>l\(i)", "n\(i)>r\(i)", "l\(i)>n\(i + 1)", "r\(i)>n\(i + 1)"] }
    let found = graph(edges.joined(separator: " ")).allShortestPaths(from: "n0", to: "n10", limit: 5)
    #expect(found.paths.count == 5)
    #expect(found.total == 1024)
    #expect(!found.isComplete)
    #expect(found.paths[0] == ["n0"] + (0..<10).flatMap { ["l\($0)", "n\($0 + 1)"] })
  }

  @Test func noPathAndTheSameNodeGiveNothing() {
    let g = graph("a>b c>a")
    #expect(g.allShortestPaths(from: "a", to: "c", limit: 5).paths.isEmpty)
    #expect(g.allShortestPaths(from: "a", to: "a", limit: 5).paths.isEmpty)
    #expect(g.simplePaths(from: "a", to: "c", limit: 5).paths.isEmpty)
    #expect(g.allShortestPaths(from: "a", to: "missing", limit: 5).paths.isEmpty)
  }

  @Test func simplePathsComeShortestFirstAndNeverRepeatANode() {
    // A cycle b ⇄ c on the way must not loop.
    let g = graph("a>b a>d b>c c>b c>d b>d d>e")
    let found = g.simplePaths(from: "a", to: "e", limit: 10)
    #expect(found.paths == [["a", "d", "e"], ["a", "b", "d", "e"], ["a", "b", "c", "d", "e"]])
    #expect(found.isComplete)
    #expect(found.total == nil)
  }

  @Test func simplePathsSayWhenTheLimitCutsThem() {
    let g = graph("a>b a>d b>c c>b c>d b>d d>e")
    let two = g.simplePaths(from: "a", to: "e", limit: 2)
    #expect(two.paths == [["a", "d", "e"], ["a", "b", "d", "e"]])
    #expect(!two.isComplete)
    // Exactly as many as there are: complete.
    #expect(g.simplePaths(from: "a", to: "e", limit: 3).isComplete)
  }

  @Test func nodesOnPathsFromSourcesIntoSinks() {
    let g = graph("app>feature feature>core core>log app>analytics analytics>log tests>feature", nodes: ["lonely"])
    #expect(g.nodesOnPaths(from: ["feature"], to: nil) == ["feature", "core", "log"])
    #expect(g.nodesOnPaths(from: nil, to: ["core"]) == ["core", "feature", "app", "tests"])
    #expect(g.nodesOnPaths(from: ["app"], to: ["log"]) == ["app", "feature", "core", "analytics", "log"])
    #expect(g.nodesOnPaths(from: ["app"], to: ["core"]) == ["app", "feature", "core"])
    #expect(g.nodesOnPaths(from: ["log"], to: ["app"]).isEmpty)
    #expect(g.nodesOnPaths(from: nil, to: nil).count == 7)
  }
}
