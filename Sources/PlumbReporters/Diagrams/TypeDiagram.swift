/// Declared types and how they use each other: the input of the type-level diagram (View → ViewModel → Model,
/// Coordinator → Views). PlumbKit builds it from the scanner's type graph and roles; anything that can name types,
/// their roles and their edges can.
public struct TypeDiagram: Hashable, Sendable {
  public struct Node: Hashable, Sendable {
    /// Unique within the diagram; edges name nodes by it.
    public var id: String
    public var name: String
    /// The module that declares the type (`container/name`), when known. A diagram whose nodes carry modules is
    /// drawn with one cluster per module; otherwise with one cluster per role.
    public var module: String?
    /// `class`, `struct`, `enum`, `protocol`, `actor` or `extension` (a type extended here, declared elsewhere).
    public var kind: String?
    /// The architectural role, free text; the scanner's roles (`view`, `viewController`, `viewModel`, `presenter`,
    /// `interactor`, `router`, `coordinator`, `worker`, `useCase`, `repository`, `service`, `entity`, `factory`,
    /// `reducer`, `flowType`) and `protocol` get their own colours; `none` is shown without a role.
    public var role: String
    /// Where the type is declared, relative to the analysed folder.
    public var file: String?
    public var line: Int?

    public init(
      id: String? = nil, name: String, module: String? = nil, kind: String? = nil, role: String,
      file: String? = nil, line: Int? = nil
    ) {
      self.id = id ?? name
      self.name = name
      self.module = module
      self.kind = kind
      self.role = role
      self.file = file
      self.line = line
    }
  }

  public struct Edge: Hashable, Sendable {
    public var from: String
    public var to: String
    /// How `from` uses `to`: the scanner's `inheritance`, `storedProperty`, `extension`, `use`, or free text
    /// (`conforms`, `owns`, `calls`), shown as the edge label when given.
    public var kind: String?

    public init(from: String, to: String, kind: String? = nil) {
      self.from = from
      self.to = to
      self.kind = kind
    }
  }

  /// What the diagram shows (a module's name, `all modules`): the graph's label.
  public var title: String
  /// The module the diagram is about, when it is about one: its cluster is drawn first and emphasised.
  public var focus: String?
  public var nodes: [Node]
  public var edges: [Edge]

  public init(title: String, focus: String? = nil, nodes: [Node], edges: [Edge]) {
    self.title = title
    self.focus = focus
    self.nodes = nodes.sorted { ($0.module ?? "", $0.name, $0.id) < ($1.module ?? "", $1.name, $1.id) }
    self.edges = Set(edges).sorted { ($0.from, $0.to, $0.kind ?? "") < ($1.from, $1.to, $1.kind ?? "") }
  }

  public init(module: String, nodes: [Node], edges: [Edge]) {
    self.init(title: module, nodes: nodes, edges: edges)
  }

  /// Every node, including the ones only an edge names (given the role `other`), sorted.
  var allNodes: [Node] {
    var known = Set(nodes.map(\.id))
    var result = nodes
    for edge in edges {
      for id in [edge.from, edge.to] where known.insert(id).inserted { result.append(Node(name: id, role: "other")) }
    }
    return result
  }

  /// Nodes grouped for drawing: by module when the nodes carry modules, else by role. Each group has a key, a
  /// label and its nodes; the focused module comes first, the rest in name order.
  var groups: [(key: String, label: String, nodes: [Node])] {
    let all = allNodes
    let byModule = all.contains { $0.module != nil }
    let grouped = Dictionary(grouping: all) { byModule ? ($0.module ?? "") : $0.role }
    let keys = grouped.keys.sorted { lhs, rhs in
      (lhs == focus ? 0 : 1, lhs) < (rhs == focus ? 0 : 1, rhs)
    }
    // A module is labelled by its name, or by its full id when two shown modules share a name.
    let names = keys.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    return keys.enumerated().map { index, key in
      let label: String
      if !byModule {
        label = key
      } else if key.isEmpty {
        label = "other"
      } else {
        label = names.filter { $0 == names[index] }.count > 1 ? key : names[index]
      }
      return (key, label, grouped[key]!.sorted { ($0.name, $0.id) < ($1.name, $1.id) })
    }
  }

  /// The label of a node: its name, and its role (or kind, for a type without one) in guillemets.
  static func caption(_ node: Node) -> String? {
    if !["none", "other", ""].contains(node.role) { return node.role }
    if let kind = node.kind, kind == "protocol" || kind == "extension" { return kind }
    return nil
  }

  static func isProtocol(_ node: Node) -> Bool {
    node.kind == "protocol" || node.role.lowercased() == "protocol"
  }

  /// The words an edge kind is drawn with.
  static func edgeLabel(_ kind: String) -> String {
    switch kind {
    case "inheritance": "inherits"
    case "storedProperty": "stores"
    case "extension": "extends"
    case "use": "uses"
    default: kind
    }
  }
}
