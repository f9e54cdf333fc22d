import Foundation
import PlumbModel

/// The module graph as a Mermaid flowchart (renders in GitHub Markdown): subgraphs per layer and container, the
/// same filters and finding marks as the DOT output.
///
/// Mermaid ids allow only letters, digits and `_`, and some words (`end`, `graph`) break the parser, so every id
/// is a prefixed, sanitised form of the module id; labels are quoted with Mermaid's `#quot;`-style entities.
public enum MermaidEncoder {
  /// Every module unless `options.maxNodes` is set: past it, one node per package or project (as in `DOTEncoder`).
  public static func encode(_ input: ReportInput, options: DiagramOptions = .init(maxNodes: nil)) -> String {
    var model = DiagramModel(input, options: options)
    if let budget = options.maxNodes, model.nodes.count > budget { model.collapseToContainers(budget: budget) }
    let ids = MermaidIDs(model.nodes.map(\.key))
    let nodesByKey = Dictionary(uniqueKeysWithValues: model.nodes.map { ($0.key, $0) })
    let out = IndentedWriter(unit: "  ")
    out.line("flowchart TD")
    out.indent {
      for group in model.groups { writeGroup(group, ids: ids, nodesByKey: nodesByKey, into: out) }
      for key in model.ungrouped { if let node = nodesByKey[key] { out.line(nodeStatement(node, ids: ids)) } }
      var linkStyles: [String] = []
      for (index, edge) in model.edges.enumerated() {
        let arrow = edge.importOnly ? "-.->" : "-->"
        let label = edge.findingRules.isEmpty ? edge.condition : edge.findingRules.joined(separator: ", ")
        let labelText = label.map { "|\(quote($0))|" } ?? ""
        out.line("\(ids[edge.from]) \(arrow)\(labelText) \(ids[edge.to])")
        if !edge.findingRules.isEmpty {
          linkStyles.append(
            "linkStyle \(index) stroke:\(DOTEncoder.severityColor(edge.worstSeverity)),stroke-width:2px")
        }
      }
      for line in linkStyles { out.line(line) }
      for node in model.nodes {
        var style: [String] = []
        if let instability = node.instability { style.append("fill:\(InstabilityColor.hex(instability))") }
        if node.isExternal { style.append("fill:#eeeeee") }
        if !node.findingRules.isEmpty {
          style.append("stroke:\(DOTEncoder.severityColor(node.worstSeverity)),stroke-width:2px")
        }
        if node.isTest { style.append("stroke-dasharray:4 2") }
        if !style.isEmpty { out.line("style \(ids[node.key]) \(style.joined(separator: ","))") }
      }
    }
    return out.text
  }

  /// Mermaid's defaults (its configuration's `maxTextSize` and `maxEdges`): past either, mermaid.js, and with it
  /// GitHub's and GitLab's Markdown, shows an error instead of the diagram.
  public static let maximumTextSize = 50_000
  public static let maximumEdges = 500

  /// What to tell the user when `text` (a flowchart `encode` wrote) is past a renderer's default limits, or nil.
  public static func rendererLimits(_ text: String) -> String? {
    // Labels are written with entities (`#gt;`), so an arrow only ever appears as an edge's own.
    let edges = text.split(separator: "\n").filter { line in
      ["-->", "-.->"].contains { line.contains(" \($0) ") || line.contains(" \($0)|") }
    }.count
    let size = text.utf8.count
    guard size > maximumTextSize || edges > maximumEdges else { return nil }
    return "the Mermaid text has \(edges) edges and \(size) characters: renderers with mermaid's default limits "
      + "(\(maximumEdges) edges, \(maximumTextSize) characters; GitHub and GitLab among them) show an error instead "
      + "of the diagram. --max-nodes N draws one node per package or project past N modules; --focus MODULE "
      + "--depth 2, --source, --sink or --exclude draw a part; --format svg lays it out here."
  }

  private static func writeGroup(
    _ group: DiagramModel.Group, ids: MermaidIDs, nodesByKey: [String: DiagramModel.Node], into out: IndentedWriter
  ) {
    out.line("subgraph \(MermaidIDs.sanitise("group_" + group.key))[\(quote(group.label))]")
    out.indent {
      for child in group.children { writeGroup(child, ids: ids, nodesByKey: nodesByKey, into: out) }
      for key in group.nodes { if let node = nodesByKey[key] { out.line(nodeStatement(node, ids: ids)) } }
    }
    out.line("end")
  }

  private static func nodeStatement(_ node: DiagramModel.Node, ids: MermaidIDs) -> String {
    var label = node.label
    if let lines = node.lines { label += "<br/>\(lines) LOC" }
    let quoted = quote(label).replacingOccurrences(of: "#lt;br/#gt;", with: "<br/>")
    // Externals as a subroutine shape, modules as rounded boxes.
    return node.isExternal ? "\(ids[node.key])[[\(quoted)]]" : "\(ids[node.key])(\(quoted))"
  }

  /// A label in double quotes, with the characters Mermaid would read as syntax written as entities.
  static func quote(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "#quot;"
      case "#": result += "#35;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "&": result += "#amp;"
      case "|": result += "#124;"
      case "\n", "\r": result += " "
      default: result.append(character)
      }
    }
    return result + "\""
  }
}

/// Mermaid ids for diagram keys: `m_` + the key with every other character replaced by `_`, made unique with a
/// numeric suffix in key order (so two keys that sanitise alike still get stable, distinct ids).
struct MermaidIDs {
  private var byKey: [String: String] = [:]

  init(_ keys: [String]) {
    var used = Set<String>()
    for key in keys.sorted() {
      var id = Self.sanitise("m_" + key)
      var suffix = 2
      while used.contains(id) {
        id = Self.sanitise("m_" + key) + "_\(suffix)"
        suffix += 1
      }
      used.insert(id)
      byKey[key] = id
    }
  }

  subscript(key: String) -> String { byKey[key] ?? Self.sanitise("m_" + key) }

  static func sanitise(_ text: String) -> String {
    String(
      text.unicodeScalars.map { scalar in
        (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar))) || scalar == "_" ? Character(scalar) : "_"
      })
  }
}
