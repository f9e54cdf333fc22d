/// The type-level diagram as DOT: one cluster per module (or per role when the nodes carry no module), nodes
/// coloured by role with the role under the name, protocols as ellipses; UML-like edges (hollow arrow for
/// inheritance and conformance, a diamond at the owner for stored properties, dashed for other uses).
///
/// One module's diagram reads left to right (View → ViewModel → what they use elsewhere); the whole workspace
/// reads top to bottom (the app's types above the modules they use). Edges inside a cluster are labelled (in the
/// whole workspace only up to `labelledEdgeLimit` edges, so the arrows stay readable); edges between clusters
/// never are, and a legend explains their styles. The text is an `xlabel`, never a `label`: Graphviz 2.42/2.43
/// frees the virtual node of a labelled edge twice in some clustered layouts (the process aborts in `gvLayout` or
/// `gvFreeLayout`), for edges inside a cluster as well as between clusters; an `xlabel` takes no part in ranking.
public enum TypeDOTEncoder {
  static let labelledEdgeLimit = 30

  public static func encode(_ diagram: TypeDiagram) -> String {
    let out = IndentedWriter()
    let q = DOTEncoder.quote
    let rankdir = diagram.focus == nil ? "TB" : "LR"
    let groups = diagram.groups
    var groupOf: [String: String] = [:]
    for group in groups { for node in group.nodes { groupOf[node.id] = group.key } }
    let labelInsideClusters = diagram.focus != nil || diagram.edges.count <= labelledEdgeLimit
    func labelled(_ edge: TypeDiagram.Edge) -> Bool {
      labelInsideClusters && groupOf[edge.from] == groupOf[edge.to]
    }
    out.line("digraph \(q("types of " + diagram.title)) {")
    out.indent {
      // Wide rank gaps: an `xlabel` is placed after the layout and gets no room of its own.
      out.line(
        "graph [rankdir=\(rankdir), label=\(q(diagram.title)), labelloc=t, fontname=\"Helvetica\", fontsize=14, "
          + "nodesep=0.35, ranksep=0.8];")
      out.line("node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11];")
      out.line("edge [color=\"#555555\", arrowsize=0.7, fontname=\"Helvetica\", fontsize=8, fontcolor=\"#555555\"];")
      for (index, group) in groups.enumerated() {
        out.line("subgraph \(q("cluster_\(index)")) {")
        out.indent {
          let emphasis = group.key == diagram.focus ? " penwidth=1.5; color=\"#4a6fa5\";" : " color=\"#8c8c8c\";"
          out.line("label=\(q(group.label)); labeljust=l; style=\"rounded,dashed\";\(emphasis)")
          for node in group.nodes { out.line(nodeStatement(node)) }
        }
        out.line("}")
      }
      for edge in diagram.edges { out.line(edgeStatement(edge, labelled: labelled(edge))) }
      let unlabelledKinds = Set(diagram.edges.filter { !labelled($0) }.compactMap(\.kind))
      if !unlabelledKinds.isEmpty { writeLegend(kinds: unlabelledKinds, into: out) }
    }
    out.line("}")
    return out.text
  }

  private static func nodeStatement(_ node: TypeDiagram.Node) -> String {
    let q = DOTEncoder.quote
    var attributes: [String] = []
    if let caption = TypeDiagram.caption(node) {
      attributes.append("label=\(q("\(node.name)\n«\(caption)»"))")
    } else if node.id != node.name {
      attributes.append("label=\(q(node.name))")
    }
    attributes.append("fillcolor=\(q(color(node.role)))")
    if TypeDiagram.isProtocol(node) { attributes.append("shape=ellipse") }
    if node.kind == "extension" { attributes.append("style=\"rounded,filled,dashed\"") }
    if let file = node.file {
      attributes.append("tooltip=\(q(node.line.map { "\(file):\($0)" } ?? file))")
    }
    return "\(q(node.id)) [\(attributes.joined(separator: ", "))];"
  }

  private static func edgeStatement(_ edge: TypeDiagram.Edge, labelled: Bool) -> String {
    let q = DOTEncoder.quote
    var attributes: [String] = []
    if let kind = edge.kind {
      if labelled { attributes.append("xlabel=\(q(TypeDiagram.edgeLabel(kind)))") }
      attributes.append(contentsOf: style(kind))
    }
    let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
    return "\(q(edge.from)) -> \(q(edge.to))\(list);"
  }

  /// One sample edge per kind drawn, labelled: the key to unlabelled arrows.
  private static func writeLegend(kinds: Set<String>, into out: IndentedWriter) {
    guard !kinds.isEmpty else { return }
    let q = DOTEncoder.quote
    out.line("subgraph \"cluster_legend\" {")
    out.indent {
      out.line("label=\"Legend\"; labeljust=l; style=\"rounded\"; color=\"#bbbbbb\"; fontsize=10;")
      out.line("node [shape=plaintext, style=\"\", fontsize=9, width=0, height=0, margin=0.02];")
      for (index, kind) in kinds.sorted().enumerated() {
        let attributes = ["xlabel=\(q(TypeDiagram.edgeLabel(kind)))"] + style(kind)
        out.line("\"legend:a\(index)\" [label=\"A\"]; \"legend:b\(index)\" [label=\"B\"];")
        out.line("\"legend:a\(index)\" -> \"legend:b\(index)\" [\(attributes.joined(separator: ", "))];")
      }
    }
    out.line("}")
  }

  /// UML-like: a hollow arrow for inheritance and conformance, a diamond at the owner for stored properties.
  private static func style(_ kind: String) -> [String] {
    switch kind {
    case "conforms", "inherits", "inheritance": ["arrowhead=onormal", "style=dashed"]
    case "owns", "storedProperty": ["dir=both", "arrowtail=odiamond"]
    case "extension": ["arrowhead=onormal", "style=dotted"]
    case "use", "calls": ["style=dashed", "color=\"#888888\""]
    default: []
    }
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
