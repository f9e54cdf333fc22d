extension TypeGraph {
  /// A type graph put together mention by mention (the scanner's builder): each node is numbered once, each mention
  /// of one node by another folds into the edge of that pair by the pair's numbers, and `graph()` puts nodes and
  /// edges in the graph's order once, by rank, without hashing or comparing a name per mention or copying edges
  /// into a dictionary and out again. The result is what `TypeGraph(nodes:edges:)` makes of the same nodes and of
  /// one edge per pair (kinds sorted, the first location).
  public struct Assembly {
    /// Every node seen, as a node of the graph or an edge's end, by number.
    private var nodes: [Node] = []
    private var numbers: [Node: Int] = [:]
    /// Whether each numbered node is one of the graph's nodes (an edge's end need not be).
    private var listed: [Bool] = []
    /// The edges so far, in the order their pairs were first seen.
    private var edges: [Partial] = []
    /// `from`'s number in the high half, `to`'s in the low half → the pair's edge in `edges`.
    private var edgeOfPair: [UInt64: Int] = [:]

    private struct Partial {
      var from: Int
      var to: Int
      var kinds: UInt8
      var location: Location
    }

    public init() {}

    /// The number of `node`, numbered now if new; a node of the graph's list when `listed`.
    public mutating func number(_ node: Node, listed isListed: Bool = false) -> Int {
      if let known = numbers[node] {
        if isListed { listed[known] = true }
        return known
      }
      numbers[node] = nodes.count
      nodes.append(node)
      listed.append(isListed)
      return nodes.count - 1
    }

    /// `from` (a number) mentions `to` (a number) in the way `kind`, written at `location`: the pair's edge gains the
    /// kind and keeps the first location.
    public mutating func add(from: Int, to: Int, kind: Edge.Kind, at location: Location) {
      let key = UInt64(from) << 32 | UInt64(to)
      let bit = Self.bit(of: kind)
      if let existing = edgeOfPair[key] {
        edges[existing].kinds |= bit
        if location < edges[existing].location { edges[existing].location = location }
      } else {
        edgeOfPair[key] = edges.count
        edges.append(Partial(from: from, to: to, kinds: bit, location: location))
      }
    }

    /// The graph: the listed nodes sorted, the edges sorted by their ends.
    public func graph() -> TypeGraph {
      let sorted = nodes.indices.sorted { nodes[$0] < nodes[$1] }
      var rank = [Int](repeating: 0, count: nodes.count)
      for (position, number) in sorted.enumerated() { rank[number] = position }
      let order = edges.indices.sorted {
        (rank[edges[$0].from], rank[edges[$0].to]) < (rank[edges[$1].from], rank[edges[$1].to])
      }
      var graph = TypeGraph()
      graph.nodes = sorted.filter { listed[$0] }.map { nodes[$0] }
      graph.edges = order.map { position in
        let edge = edges[position]
        return Edge(
          from: nodes[edge.from], to: nodes[edge.to], kinds: Self.kindLists[Int(edge.kinds)], location: edge.location)
      }
      return graph
    }

    /// Every kind in `Edge.Kind`'s order.
    private static let kinds: [Edge.Kind] = Edge.Kind.allCases.sorted()

    private static func bit(of kind: Edge.Kind) -> UInt8 { 1 << UInt8(kinds.firstIndex(of: kind)!) }

    /// For each set of kinds (a bit per kind of `kinds`), its sorted list: the edges of one set share one array.
    private static let kindLists: [[Edge.Kind]] = (0..<(1 << kinds.count)).map { mask in
      kinds.indices.filter { mask & (1 << $0) != 0 }.map { kinds[$0] }
    }
  }
}
