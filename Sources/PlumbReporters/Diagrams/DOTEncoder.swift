import PlumbModel

/// The module graph as Graphviz DOT text: clusters per layer and container, nodes sized by lines of code and
/// coloured by instability when metrics are given, findings drawn in red on the edges they concern, a legend.
///
/// The text is deterministic (everything sorted, every id quoted the same way), so the same input always gives
/// the same bytes.
public enum DOTEncoder {
  public static func encode(_ input: ReportInput, options: DiagramOptions = .init()) -> String {
    encode(DiagramModel.forLayout(input, options: options), input: input, ids: nil)
  }

  /// The diagram the HTML report draws: every node and edge gets an SVG id, `<prefix>n:<node>` and
  /// `<prefix>e:<from> -> <to>` (`HTMLReport` finds them by these), clusters `<prefix>c:<group>`; no legend (the
  /// page has its own).
  public static func encode(_ input: ReportInput, options: DiagramOptions, idPrefix: String) -> String {
    encode(DiagramModel.forLayout(input, options: options), input: input, ids: idPrefix)
  }

  /// How big the diagram of `input` is: what `encode` draws.
  public static func size(_ input: ReportInput, options: DiagramOptions = .init()) -> DiagramSize {
    let model = DiagramModel.forLayout(input, options: options)
    var size = DiagramSize(
      nodes: model.nodes.count, edges: model.edges.count, impliedEdgesLeftOut: model.impliedEdgesLeftOut)
    size.overBudget = model.overBudget.map {
      .init(nodes: $0.nodes, edges: $0.edges, budget: $0.budget, containers: $0.containers, drawn: $0.drawn)
    }
    return size
  }

  static func nodeID(_ key: String, prefix: String) -> String { prefix + "n:" + key }
  static func edgeID(_ from: String, _ to: String, prefix: String) -> String { prefix + "e:" + from + " -> " + to }

  private static func encode(_ model: DiagramModel, input: ReportInput, ids: String?) -> String {
    let out = IndentedWriter()
    out.line("digraph \"modules\" {")
    if let over = model.overBudget, !over.drawn {
      // Nothing to lay out: the drawing says why, as stderr does.
      out.indent {
        out.line("graph [fontname=\"Helvetica\"];")
        let text = "\(over.nodes) modules in \(over.containers) packages and projects: more than the \(over.budget) "
          + "nodes plumb lays out, even one per package or project.\nNot drawn: narrow it with --focus MODULE "
          + "--depth 2, --source, --sink or --exclude,\nraise the budget with --max-nodes N, or write --format dot "
          + "and lay it out with Graphviz's dot."
        out.line("\"not-drawn\" [shape=note, fontname=\"Helvetica\", fontsize=12, label=\(quote(text))];")
      }
      out.line("}")
      return out.text
    }
    out.indent {
      // `newrank` ranks the layers' clusters together, so the layer order below holds (see `writeLayerOrder`).
      out.line(
        "graph [rankdir=\(model.readsBetterLeftToRight ? "LR" : "TB"), compound=true, fontname=\"Helvetica\", "
          + "fontsize=12, nodesep=0.3, ranksep=0.6\(model.layerOf.isEmpty ? "" : ", newrank=true")];")
      out.line(
        "node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=11];")
      out.line("edge [color=\"#555555\", arrowsize=0.7, fontname=\"Helvetica\", fontsize=9];")
      let nodesByKey = Dictionary(uniqueKeysWithValues: model.nodes.map { ($0.key, $0) })
      for (index, group) in model.groups.enumerated() {
        writeGroup(
          group, id: "cluster_\(index)", nodesByKey: nodesByKey, isLayer: input.layers != nil, ids: ids, into: out)
      }
      for key in model.ungrouped { if let node = nodesByKey[key] { out.line(nodeStatement(node, ids: ids)) } }
      for edge in model.edges { out.line(edgeStatement(edge, constraint: !model.pointsUpTheLayers(edge), ids: ids)) }
      writeLayerOrder(model, into: out)
      if !model.nodes.isEmpty && ids == nil { writeLegend(model, into: out) }
    }
    out.line("}")
    return out.text
  }

  private static func writeGroup(
    _ group: DiagramModel.Group, id: String, nodesByKey: [String: DiagramModel.Node], isLayer: Bool, ids: String?,
    into out: IndentedWriter
  ) {
    out.line("subgraph \(quote(id)) {")
    out.indent {
      let isLayerGroup = isLayer && !group.key.contains("/") && group.key.hasPrefix("layer")
      if let ids { out.line("id=\(quote(ids + "c:" + group.key)); class=\(isLayerGroup ? "layer" : "group");") }
      out.line("label=\(quote(group.label));")
      out.line("labeljust=l;")
      if isLayerGroup {
        out.line("style=\"filled\"; fillcolor=\"#f4f6fb\"; color=\"#9aa5c0\"; fontsize=13;")
      } else {
        out.line("style=\"rounded,dashed\"; color=\"#8c8c8c\";")
      }
      for (index, child) in group.children.enumerated() {
        writeGroup(child, id: "\(id)_\(index)", nodesByKey: nodesByKey, isLayer: false, ids: ids, into: out)
      }
      for key in group.nodes { if let node = nodesByKey[key] { out.line(nodeStatement(node, ids: ids)) } }
    }
    out.line("}")
  }

  private static func nodeStatement(_ node: DiagramModel.Node, ids: String?) -> String {
    var attributes: [(String, String)] = []
    if let ids { attributes.append(("id", quote(nodeID(node.key, prefix: ids)))) }
    var label = node.label
    if let lines = node.lines { label += "\n\(lines) LOC" }
    attributes.append(("label", quote(label)))
    if node.isExternal {
      attributes.append(("shape", "component"))
      attributes.append(("style", quote("filled")))
      attributes.append(("fillcolor", quote("#eeeeee")))
    } else if let instability = node.instability {
      attributes.append(("fillcolor", quote(InstabilityColor.hex(instability))))
    }
    if node.isTest { attributes.append(("style", quote("rounded,filled,dashed"))) }
    var tooltip = node.module?.id.description ?? node.label
    if let instability = node.instability { tooltip += " (I = \(format(instability)))" }
    if !node.findingRules.isEmpty {
      attributes.append(("color", quote(severityColor(node.worstSeverity))))
      attributes.append(("penwidth", "2"))
      // An HTML-like label, so the rule names take the severity's colour while the node's own label stays black.
      let rules = node.findingRules.map(Escape.xml).joined(separator: "<BR/>")
      attributes.append(
        ("xlabel", "<<FONT COLOR=\"\(severityColor(node.worstSeverity))\" POINT-SIZE=\"9\">\(rules)</FONT>>"))
      tooltip += ": " + node.findingRules.joined(separator: ", ")
    }
    attributes.append(("tooltip", quote(tooltip)))
    return "\(quote(node.key)) [\(attributes.map { "\($0)=\($1)" }.joined(separator: ", "))];"
  }

  /// Edge text goes in `xlabel`, never `label`: Graphviz 2.42/2.43 turns a `label` into a virtual node in the
  /// rank structure, and with clusters that node's edges are freed twice when a labelled edge leaves a cluster or
  /// runs against the ranks (a back edge of a cycle, `constraint=false`), so the whole process aborts in
  /// `gvLayout` or `gvFreeLayout`. An `xlabel` is placed after the layout and takes no part in ranking.
  private static func edgeStatement(_ edge: DiagramModel.Edge, constraint: Bool, ids: String?) -> String {
    var attributes: [(String, String)] = []
    if let ids { attributes.append(("id", quote(edgeID(edge.from, edge.to, prefix: ids)))) }
    if !constraint { attributes.append(("constraint", "false")) }
    if edge.importOnly { attributes.append(("style", "dashed")) }
    // The count of type references first (folder edges), then the rules of the findings along the edge.
    let count = edge.count.map { ["\($0)"] } ?? []
    if !edge.findingRules.isEmpty {
      let color = severityColor(edge.worstSeverity)
      attributes.append(("color", quote(color)))
      attributes.append(("fontcolor", quote(color)))
      attributes.append(("penwidth", "2"))
      attributes.append(("xlabel", quote((count + edge.findingRules).joined(separator: "\n"))))
    } else if let condition = edge.condition {
      attributes.append(("xlabel", quote((count + [condition]).joined(separator: "\n"))))
    } else if !count.isEmpty {
      attributes.append(("xlabel", quote(count[0])))
    }
    let list = attributes.isEmpty ? "" : " [\(attributes.map { "\($0)=\($1)" }.joined(separator: ", "))]"
    return "\(quote(edge.from)) -> \(quote(edge.to))\(list);"
  }

  /// Layers stay in their declared order, top to bottom, as bands that do not overlap. Between two neighbouring
  /// layers sits an invisible point: every module of the upper layer that depends on nothing else in its layer
  /// (every module at its bottom) has an invisible edge down to it, and it has one down to every module of the lower
  /// layer that nothing else in that layer depends on (every module at its top). With `newrank`, which ranks the
  /// modules of all clusters together, each layer then ranks wholly above the next: without it, Graphviz ranks each
  /// cluster on its own and places layers whose ranks overlap side by side. No edge doubles a real one (Graphviz
  /// 2.42/2.43 can abort, a `merge_chain` assertion, on two edges between the same nodes in clusters): one end is
  /// always the point.
  private static func writeLayerOrder(_ model: DiagramModel, into out: IndentedWriter) {
    let byLayer = Dictionary(grouping: model.layerOf.keys, by: { model.layerOf[$0]! })
    let order = byLayer.keys.sorted()
    for (position, (upper, lower)) in zip(order, order.dropFirst()).enumerated() {
      let point = quote("layer-order:\(position)")
      out.line("\(point) [shape=point, style=invis, width=0, height=0, label=\"\"];")
      for key in ends(of: byLayer[upper]!, model: model, bottom: true) {
        out.line("\(quote(key)) -> \(point) [style=invis];")
      }
      for key in ends(of: byLayer[lower]!, model: model, bottom: false) {
        out.line("\(point) -> \(quote(key)) [style=invis];")
      }
    }
  }

  /// The modules at the bottom (or top) of a layer: those in a strongly connected component of the layer's own
  /// edges that no edge leaves (or enters) for another component of the layer. Sorted.
  private static func ends(of members: [String], model: DiagramModel, bottom: Bool) -> [String] {
    let inLayer = Set(members)
    let edges = model.edges.filter { inLayer.contains($0.from) && inLayer.contains($0.to) }
    let digraph = Digraph(nodes: members, edges: edges.map { ($0.from, $0.to) })
    var componentOf: [String: Int] = [:]
    for (index, component) in digraph.stronglyConnectedComponents().enumerated() {
      for key in component { componentOf[key] = index }
    }
    let inner = Set(edges.filter { componentOf[$0.from] != componentOf[$0.to] }.map { bottom ? $0.from : $0.to })
    let innerComponents = Set(inner.compactMap { componentOf[$0] })
    return members.filter { !innerComponents.contains(componentOf[$0]!) }.sorted()
  }

  /// A small cluster that explains the line styles and, with metrics, the colours. Folder edges are no declared or
  /// imported dependencies: their legend says what one means and what its number counts.
  private static func writeLegend(_ model: DiagramModel, into out: IndentedWriter) {
    out.line("subgraph \"cluster_legend\" {")
    out.indent {
      out.line("label=\"Legend\"; labeljust=l; style=\"rounded\"; color=\"#bbbbbb\"; fontsize=10;")
      out.line("node [shape=plaintext, style=\"\", fontsize=9, width=0, height=0, margin=0.02];")
      out.line("edge [arrowsize=0.6, fontsize=8];")
      let red = quote(severityColor(.error))
      if model.level == .folder {
        out.line("\"legend:a1\" [label=\"A\"]; \"legend:b1\" [label=\"B\"];")
        out.line("\"legend:a1\" -> \"legend:b1\" [xlabel=\"n\"];")
        let meaning = "A → B: a file in folder A names a type declared in folder B;\\l"
          + "n: how many such references (one per pair of types)\\l"
        out.line("\"legend:meaning\" [label=\"\(meaning)\"];")
        // Each text beside its sample edge: same rank, an invisible edge keeping it on the right.
        out.line("{ rank=same; \"legend:a1\"; \"legend:meaning\"; }")
        out.line("\"legend:a1\" -> \"legend:meaning\" [style=invis];")
        out.line("\"legend:a3\" [label=\"A\"]; \"legend:b3\" [label=\"B\"];")
        out.line("\"legend:a3\" -> \"legend:b3\" [xlabel=\"cut\", color=\(red), fontcolor=\(red), penwidth=2];")
        out.line("\"legend:cut\" [label=\"cut: an edge the cycle advice would remove\\l\"];")
        out.line("{ rank=same; \"legend:a3\"; \"legend:cut\"; }")
        out.line("\"legend:a3\" -> \"legend:cut\" [style=invis];")
      } else {
        out.line("\"legend:a1\" [label=\"A\"]; \"legend:b1\" [label=\"B\"];")
        out.line("\"legend:a1\" -> \"legend:b1\" [xlabel=\"declared\"];")
        out.line("\"legend:a2\" [label=\"A\"]; \"legend:b2\" [label=\"B\"];")
        out.line("\"legend:a2\" -> \"legend:b2\" [xlabel=\"import only\", style=dashed];")
        out.line("\"legend:a3\" [label=\"A\"]; \"legend:b3\" [label=\"B\"];")
        out.line("\"legend:a3\" -> \"legend:b3\" [xlabel=\"finding\", color=\(red), fontcolor=\(red), penwidth=2];")
      }
      if model.hasMetrics {
        for (name, instability) in [("stable", 0.0), ("unstable", 1.0)] {
          let colour = quote(InstabilityColor.hex(instability))
          let label = quote("\(name) (I = \(Int(instability)))")
          out.line("\"legend:\(name)\" [label=\(label), shape=box, style=\"rounded,filled\", fillcolor=\(colour)];")
        }
        out.line("\"legend:stable\" -> \"legend:unstable\" [style=invis];")
      }
    }
    out.line("}")
  }

  static func severityColor(_ severity: Severity?) -> String {
    switch severity {
    case .error, nil: "#d62728"
    case .warning: "#e67e00"
    case .note: "#6b7280"
    }
  }

  /// A DOT double-quoted string: backslashes and quotes escaped, line breaks as `\n` (centred lines).
  static func quote(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": continue
      default: result.append(character)
      }
    }
    return result + "\""
  }

  static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return String(rounded)
  }
}

/// The size of a module diagram, and what a reader should hear about it.
public struct DiagramSize: Hashable, Sendable {
  public var nodes: Int
  public var edges: Int
  /// Edges not drawn because longer drawn paths imply them (large diagrams only, to keep the layout fast).
  public var impliedEdgesLeftOut: Int
  /// Set when the whole diagram passed the node budget (`DiagramOptions.maxNodes`).
  public var overBudget: OverBudget?

  /// What a diagram past its node budget left out: the whole diagram's size, and whether one node per package or
  /// project was drawn instead (`drawn`) or nothing.
  public struct OverBudget: Hashable, Sendable {
    public var nodes: Int
    public var edges: Int
    public var budget: Int
    public var containers: Int
    public var drawn: Bool
  }

  /// How to get the modules a budgeted drawing left out.
  static let narrowing =
    "--focus MODULE --depth 2, --source A / --sink B or --exclude GLOB draw the modules of a part; --max-nodes N "
    + "raises the budget (the layout then takes longer); --format dot writes every module for Graphviz's own dot"

  /// Above this many nodes a diagram is more than a reader can follow at once.
  public static let readableNodes = 120

  /// What to tell the reader, or nil for a diagram of a readable size: that implied edges were left out, and which
  /// filter draws a readable part.
  public var advice: String? {
    if let over = overBudget {
      let whole =
        "\(over.nodes) modules and \(over.edges) dependencies are more than the \(over.budget) nodes plumb lays out"
      if over.drawn {
        return whole + ": drawn as their \(over.containers) packages and projects, one node each with its module "
          + "count, an edge where a module of one depends on a module of the other (\(Self.narrowing))."
      }
      return whole + ", and so are their \(over.containers) packages and projects: the graph is not drawn "
        + "(\(Self.narrowing))."
    }
    var sentences: [String] = []
    if impliedEdgesLeftOut > 0 {
      sentences.append(
        "\(impliedEdgesLeftOut) of \(edges + impliedEdgesLeftOut) dependencies are implied by longer paths and not "
          + "drawn, so the layout finishes in seconds")
    }
    if nodes > Self.readableNodes {
      sentences.append(
        "\(nodes) nodes are more than a reader can follow: --focus MODULE --depth 2 draws one module's "
          + "neighbourhood, --source A / --sink B only the modules on paths from A or into B, --exclude GLOB leaves "
          + "modules out")
    }
    return sentences.isEmpty ? nil : sentences.joined(separator: "; ") + "."
  }
}

/// Builds indented text line by line (a reference, so nested `indent` blocks can write to it).
final class IndentedWriter {
  private(set) var text = ""
  private var depth = 0
  private let unit: String

  init(unit: String = "  ") { self.unit = unit }

  func line(_ line: String) {
    text += String(repeating: unit, count: depth) + line + "\n"
  }

  func indent(_ body: () -> Void) {
    depth += 1
    body()
    depth -= 1
  }
}
