/// The type-level diagram as a Mermaid flowchart: the same clusters, role colours and edge kinds as the DOT
/// output (solid arrows for stored properties, dotted for inheritance and other uses, each labelled).
public enum TypeMermaidEncoder {
  public static func encode(_ diagram: TypeDiagram) -> String {
    let groups = diagram.groups
    let ids = MermaidIDs(groups.flatMap { $0.nodes.map(\.id) })
    let out = IndentedWriter(unit: "  ")
    // Like the DOT output: one module's types left to right, the workspace's top to bottom.
    out.line(diagram.focus == nil ? "flowchart TD" : "flowchart LR")
    out.indent {
      for (index, group) in groups.enumerated() {
        out.line("subgraph group_\(index)[\(MermaidEncoder.quote(group.label))]")
        out.indent {
          for node in group.nodes {
            var label = MermaidEncoder.quote(node.name)
            if let caption = TypeDiagram.caption(node) {
              label = String(label.dropLast()) + "<br/>#171;\(caption)#187;\""
            }
            out.line(TypeDiagram.isProtocol(node) ? "\(ids[node.id])([\(label)])" : "\(ids[node.id])(\(label))")
          }
        }
        out.line("end")
      }
      for edge in diagram.edges {
        let arrow = edge.kind == "storedProperty" || edge.kind == "owns" ? "-->" : "-.->"
        let label = edge.kind.map { "|\(MermaidEncoder.quote(TypeDiagram.edgeLabel($0)))|" } ?? ""
        out.line("\(ids[edge.from]) \(arrow)\(label) \(ids[edge.to])")
      }
      // One class per role, so the colours match the DOT output.
      let roles = Set(groups.flatMap { $0.nodes.map(\.role) }).sorted()
      for role in roles {
        out.line("classDef \(MermaidIDs.sanitise("role_" + role)) fill:\(TypeDOTEncoder.color(role)),stroke:#555555")
      }
      for role in roles {
        let members = groups.flatMap(\.nodes).filter { $0.role == role }.map { ids[$0.id] }.sorted()
        out.line("class \(members.joined(separator: ",")) \(MermaidIDs.sanitise("role_" + role))")
      }
    }
    return out.text
  }
}
