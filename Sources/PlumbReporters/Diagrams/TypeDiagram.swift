/// The types of one module and how they use each other: the input of the type-level diagram. The scanner builds
/// it; anything that can name types, their roles and their edges can.
public struct TypeDiagram: Hashable, Sendable {
  public struct Node: Hashable, Sendable {
    public var name: String
    /// The architectural role, free text; the scanner's roles (`view`, `viewController`, `viewModel`, `presenter`,
    /// `interactor`, `router`, `coordinator`, `worker`, `useCase`, `repository`, `service`, `entity`, `factory`,
    /// `reducer`, `flowType`) and `protocol` get their own colours.
    public var role: String

    public init(name: String, role: String) {
      self.name = name
      self.role = role
    }
  }

  public struct Edge: Hashable, Sendable {
    public var from: String
    public var to: String
    /// How `from` uses `to` (`conforms`, `owns`, `calls`), shown as the edge label when given.
    public var kind: String?

    public init(from: String, to: String, kind: String? = nil) {
      self.from = from
      self.to = to
      self.kind = kind
    }
  }

  public var module: String
  public var nodes: [Node]
  public var edges: [Edge]

  public init(module: String, nodes: [Node], edges: [Edge]) {
    self.module = module
    self.nodes = nodes
    self.edges = edges
  }
}

/// The type-level diagram as DOT: one cluster per role, coloured by role, protocols as ellipses.
public enum TypeDOTEncoder {
  public static func encode(_ diagram: TypeDiagram) -> String {
    let out = IndentedWriter()
    let q = DOTEncoder.quote
    // A node named only by an edge still needs a role.
    var roleByName = Dictionary(diagram.nodes.map { ($0.name, $0.role) }, uniquingKeysWith: { first, _ in first })
    for edge in diagram.edges {
      if roleByName[edge.from] == nil { roleByName[edge.from] = "other" }
      if roleByName[edge.to] == nil { roleByName[edge.to] = "other" }
    }
    out.line("digraph \(q("types of " + diagram.module)) {")
    out.indent {
      out.line("graph [rankdir=TB, label=\(q(diagram.module)), labelloc=t, fontname=\"Helvetica\", fontsize=14];")
      out.line("node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11];")
      out.line("edge [color=\"#555555\", arrowsize=0.7, fontname=\"Helvetica\", fontsize=9];")
      let byRole = Dictionary(grouping: roleByName.keys, by: { roleByName[$0]! })
      for (index, role) in byRole.keys.sorted().enumerated() {
        out.line("subgraph \(q("cluster_\(index)")) {")
        out.indent {
          out.line("label=\(q(role)); labeljust=l; style=\"rounded,dashed\"; color=\"#8c8c8c\";")
          for name in byRole[role]!.sorted() {
            let shape = role.lowercased() == "protocol" ? ", shape=ellipse" : ""
            out.line("\(q(name)) [fillcolor=\(q(color(role)))\(shape)];")
          }
        }
        out.line("}")
      }
      let edges = Set(diagram.edges).sorted { ($0.from, $0.to, $0.kind ?? "") < ($1.from, $1.to, $1.kind ?? "") }
      for edge in edges {
        var attributes: [String] = []
        if let kind = edge.kind {
          attributes.append("label=\(q(kind))")
          // UML-like: a hollow arrow for inheritance and conformance, a diamond at the owner for stored properties.
          switch kind {
          case "conforms", "inherits", "inheritance": attributes.append("arrowhead=onormal, style=dashed")
          case "owns", "storedProperty": attributes.append("dir=both, arrowtail=odiamond")
          default: break
          }
        }
        let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
        out.line("\(q(edge.from)) -> \(q(edge.to))\(list);")
      }
    }
    out.line("}")
    return out.text
  }

  static func color(_ role: String) -> String {
    switch role.lowercased() {
    case "view", "viewcontroller": "#cfe3ff"
    case "viewmodel", "presenter", "reducer": "#d7f5d0"
    case "coordinator", "router", "flowtype": "#ffe2b8"
    case "model", "entity": "#f3f3f3"
    case "service", "worker", "interactor", "usecase", "repository": "#ead8ff"
    case "factory": "#fff6c2"
    case "protocol": "#ffffff"
    default: "#fafafa"
    }
  }
}
