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

  /// `TypeGraph.Assembly` makes the graph `TypeGraph(nodes:edges:)` makes of the same nodes and of one edge per pair
  /// (its kinds sorted without repeats, its least location): nodes that only end edges are not listed, a node listed
  /// after it ended an edge is, and mentions in any order give the same graph.
  /// The dotted names of a written type and its name characters, read at the bytes of ASCII text, are what reading
  /// its characters gives: digits, `_`, a line break of two scalars, generic arguments, text that is not ASCII (a
  /// letter outside it, a combining mark after a dot, a fraction, which is a number).
  @Test func namesAreReadAtTheBytesAsAtTheCharacters() {
    let written = [
      "[String: Core.User]?", "Result<Array<Int32>, Error_2>", "(a: A.B.C, b: _Private)->Void", "Dictionary<\r\nKey,\n Value>",
      "", "...", "?", "Ünïcode.Typé", "Tab.\u{301}Item", "Count½", "Optional<Été>", " Trailing. ", "ios16_0.View", "Été<A>", "A<\u{301}B>", "<T>",
    ]
    for text in written {
      let characters = text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
      #expect(TypeGraph.dottedNames(in: text) == characters, "\(text)")
      #expect(TypeGraph.nameCharacters(of: text) == String(text.filter { $0.isLetter || $0.isNumber || $0 == "_" }), "\(text)")
      #expect(TypeGraph.withoutGenericArguments(text) == (text.firstIndex(of: "<").map { String(text[..<$0]) } ?? text))
      let part = text.dropFirst()
      #expect(TypeGraph.nameCharacters(of: part) == String(part.filter { $0.isLetter || $0.isNumber || $0 == "_" }))
    }
    #expect(TypeGraph.dottedNames(in: "[String: Core.User]?") == ["String", "Core.User"])
    #expect(TypeGraph.nameCharacters(of: "[Core.User]?") == "CoreUser")
  }

  @Test func anAssemblyGivesTheGraphOfItsMentionsFolded() {
    let modules = [ModuleID(container: "Pkg", name: "B"), ModuleID(container: "App", name: "B")]
    let nodes = modules.flatMap { module in
      ["Zebra", "apple", "Outer.Inner", "Outer"].map { TypeGraph.Node(module: module, name: $0) }
    }
    let kinds = TypeGraph.Edge.Kind.allCases
    // Mentions between every third pair, each pair named in one to three ways at descending lines.
    var mentions: [(from: Int, to: Int, kind: TypeGraph.Edge.Kind, location: Location)] = []
    for from in nodes.indices {
      for to in nodes.indices where (from * nodes.count + to) % 3 == 0 && from != to {
        for way in 0..<(1 + (from + to) % 3) {
          mentions.append((from, to, kinds[(from + way) % kinds.count], Location(file: "F.swift", line: 9 - way)))
        }
      }
    }
    let listed = nodes.indices.filter { $0 % 2 == 0 }
    func assembled(_ mentions: [(from: Int, to: Int, kind: TypeGraph.Edge.Kind, location: Location)]) -> TypeGraph {
      var assembly = TypeGraph.Assembly()
      for mention in mentions {
        assembly.add(
          from: assembly.number(nodes[mention.from]), to: assembly.number(nodes[mention.to]), kind: mention.kind,
          at: mention.location)
      }
      for node in listed { _ = assembly.number(nodes[node], listed: true) }
      return assembly.graph()
    }
    var folded: [[Int]: TypeGraph.Edge] = [:]
    for mention in mentions {
      let ends = TypeGraph.Edge(
        from: nodes[mention.from], to: nodes[mention.to], kinds: [mention.kind], location: mention.location)
      var edge = folded[[mention.from, mention.to]] ?? ends
      edge.kinds = Array(Set(edge.kinds + [mention.kind])).sorted()
      edge.location = min(edge.location, mention.location)
      folded[[mention.from, mention.to]] = edge
    }
    let expected = TypeGraph(nodes: listed.map { nodes[$0] }, edges: Array(folded.values))
    #expect(assembled(mentions) == expected)
    #expect(assembled(mentions.reversed()) == expected)
    #expect(expected.edges.contains { $0.kinds.count == 3 })
    #expect(!expected.nodes.contains(nodes[1]) && expected.edges.contains { $0.from == nodes[1] })
  }
}
