import PlumbModel
import Testing

/// The type graph keeps its edges sorted by their ends (`TypeGraph.init` ranks each end once instead of comparing
/// module and type names in every comparison): the order must be the one comparing the edges gives.
@Suite struct TypeGraphTests {
  @Test func edgesComeInTheOrderComparingThemGives() {
    let modules = [
      ModuleID(container: "Pkg", name: "B"), ModuleID(container: "Pkg", name: "A"),
      ModuleID(container: "App", name: "B"),
    ]
    let names = ["Zebra", "apple", "Outer.Inner", "Outer", "_Private"]
    let nodes = modules.flatMap { module in names.map { TypeGraph.Node(module: module, name: $0) } }
    var edges: [TypeGraph.Edge] = []
    // Every third pair, so that some nodes only start edges and others only end them.
    for (i, from) in nodes.enumerated() {
      for (j, to) in nodes.enumerated() where (i * nodes.count + j) % 3 == 0 && i != j {
        edges.append(TypeGraph.Edge(from: from, to: to, kinds: [.use], location: Location(file: "F.swift", line: i)))
      }
    }
    // A fixed shuffle: reversed, then interleaved.
    let reversed = Array(edges.reversed())
    let shuffled = stride(from: 0, to: reversed.count, by: 2).map { reversed[$0] }
      + stride(from: 1, to: reversed.count, by: 2).map { reversed[$0] }
    let graph = TypeGraph(nodes: nodes, edges: shuffled)
    #expect(graph.edges == shuffled.sorted { ($0.from, $0.to) < ($1.from, $1.to) })
    #expect(graph.edges.count == edges.count)
    #expect(graph.nodes == nodes.sorted())
  }
}
