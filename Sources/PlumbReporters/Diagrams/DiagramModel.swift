import Foundation
import PlumbModel

/// The module graph reduced to what one diagram shows, independent of the output syntax: DOT and Mermaid both
/// draw this, so the filters, groupings and finding marks agree between them.
struct DiagramModel {
  struct Node: Hashable {
    /// Unique within the diagram: a module id, or `external:<package>` for a collapsed package.
    var key: String
    var label: String
    var module: Module?
    var isTest: Bool
    var isExternal: Bool
    var lines: Int?
    var instability: Double?
    /// Rules whose findings name only this module (drawn as a red outline).
    var findingRules: [String]
    var worstSeverity: Severity?
  }

  struct Edge: Hashable {
    var from: String
    var to: String
    var importOnly: Bool
    var condition: String?
    /// Rules whose findings run along this edge (cycles, layer violations).
    var findingRules: [String]
    var worstSeverity: Severity?
    /// The type references behind the edge (`ReportInput.edgeCounts`), nil when not counted.
    var count: Int? = nil
  }

  /// A cluster: a layer, a container, or a container inside a layer.
  struct Group: Hashable {
    var key: String
    var label: String
    var nodes: [String]
    var children: [Group]
  }

  var nodes: [Node]
  var edges: [Edge]
  var groups: [Group]
  /// Nodes in no group.
  var ungrouped: [String]
  var hasMetrics: Bool
  /// What the nodes are (`ReportInput.level`): the legend explains the edges by it.
  var level: GraphLevel = .module
  /// Each node's layer index (0 = top) when layers are given.
  var layerOf: [String: Int] = [:]
  /// Edges not drawn because a longer path of drawn edges implies them (`leaveOutImpliedEdges`).
  var impliedEdgesLeftOut = 0
  /// Set when the diagram passed its node budget: what it would have drawn, and what it draws instead.
  var overBudget: OverBudget?

  /// A diagram past `DiagramOptions.maxNodes`, collapsed to its packages and projects (or to nothing).
  struct OverBudget: Hashable {
    /// The nodes and edges of the whole diagram.
    var nodes: Int
    var edges: Int
    var budget: Int
    /// How many packages and projects (containers) the nodes are in.
    var containers: Int
    /// Whether one node per container fits the budget and is drawn; false: nothing is drawn.
    var drawn: Bool
  }

  init(_ input: ReportInput, options: DiagramOptions) {
    let graph = input.graph
    let kept = options.keptModules(in: graph)
    let metricsByModule = Dictionary(
      (input.metrics ?? []).map { ($0.module, $0) }, uniquingKeysWith: { first, _ in first })
    hasMetrics = input.metrics != nil
    level = input.level

    // Each kept module maps to the node that draws it.
    var nodeKey: [ModuleID: String] = [:]
    var nodesByKey: [String: Node] = [:]
    for module in graph.modules where kept.contains(module.id) {
      if module.isExternal && options.externals == .collapse {
        let key = module.id.container
        nodeKey[module.id] = key
        nodesByKey[key] = Node(
          key: key, label: Self.packageName(module.id.container), module: nil, isTest: false, isExternal: true,
          lines: nil, instability: nil, findingRules: [], worstSeverity: nil)
      } else {
        let key = module.id.description
        nodeKey[module.id] = key
        let metrics = metricsByModule[module.id]
        nodesByKey[key] = Node(
          key: key, label: module.name, module: module, isTest: module.isTest, isExternal: module.isExternal,
          lines: metrics?.lines, instability: metrics?.instability, findingRules: [], worstSeverity: nil)
      }
    }

    var edgesByKey: [String: Edge] = [:]
    func edgeID(_ from: String, _ to: String) -> String { from + "\u{0}" + to }
    for dependency in graph.dependencies {
      guard let from = nodeKey[dependency.from], let to = nodeKey[dependency.to],
        from != to || dependency.from == dependency.to
      else { continue }
      let id = edgeID(from, to)
      if var existing = edgesByKey[id] {
        // A collapsed package reached through a declared product and an import: declared wins.
        existing.importOnly = existing.importOnly && !dependency.isDeclared
        edgesByKey[id] = existing
      } else {
        edgesByKey[id] = Edge(
          from: from, to: to, importOnly: !dependency.isDeclared, condition: dependency.condition, findingRules: [],
          worstSeverity: nil, count: input.edgeCounts[dependency.from]?[dependency.to])
      }
    }

    // Findings: along the edges between consecutive modules (and back to the start when they form a cycle), or on
    // the node when a finding names one module.
    for finding in input.findings {
      let path = finding.modules.compactMap { nodeKey[$0] }
      guard path.count == finding.modules.count, !path.isEmpty else { continue }
      if path.count == 1 {
        if var node = nodesByKey[path[0]] {
          node.findingRules.append(finding.ruleID)
          node.worstSeverity = max(node.worstSeverity, finding.severity)
          nodesByKey[path[0]] = node
        }
        continue
      }
      var pairs = zip(path, path.dropFirst()).map { ($0, $1) }
      if Self.isCycle(finding), path.first != path.last, pairs.allSatisfy({ edgesByKey[edgeID($0.0, $0.1)] != nil }),
        edgesByKey[edgeID(path.last!, path.first!)] != nil
      {
        pairs.append((path.last!, path.first!))
      }
      for (from, to) in pairs {
        let id = edgeID(from, to)
        guard var edge = edgesByKey[id] else { continue }
        if !edge.findingRules.contains(finding.ruleID) { edge.findingRules.append(finding.ruleID) }
        edge.worstSeverity = max(edge.worstSeverity, finding.severity)
        edgesByKey[id] = edge
      }
    }
    for key in nodesByKey.keys { nodesByKey[key]!.findingRules = Array(Set(nodesByKey[key]!.findingRules)).sorted() }
    for key in edgesByKey.keys { edgesByKey[key]!.findingRules.sort() }

    nodes = nodesByKey.values.sorted { $0.key < $1.key }
    edges = edgesByKey.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }

    // Groups: layers (top to bottom, as given) with containers inside when a layer spans several; modules in no
    // layer, or every module when there are no layers, grouped by container.
    func containerOf(_ key: String) -> String {
      if let node = nodesByKey[key], let module = node.module { return module.id.container }
      return key  // a collapsed external package is its own container
    }
    func containerGroups(_ keys: [String], prefix: String) -> [Group] {
      Dictionary(grouping: keys, by: containerOf).sorted { $0.key < $1.key }.map { container, members in
        Group(key: prefix + container, label: Self.packageName(container), nodes: members.sorted(), children: [])
      }
    }
    var placed = Set<String>()
    var groups: [Group] = []
    for (index, layer) in (input.layers ?? []).enumerated() {
      let members = Set(layer.modules.compactMap { nodeKey[$0] }).subtracting(placed).sorted()
      guard !members.isEmpty else { continue }
      placed.formUnion(members)
      for member in members { layerOf[member] = index }
      let byContainer = containerGroups(members, prefix: "layer\(index)/")
      // A frame per package inside a layer helps while there are a few; dozens of one-module frames only clutter.
      if byContainer.count > 1 && byContainer.count <= 6 {
        groups.append(Group(key: "layer\(index)", label: layer.name, nodes: [], children: byContainer))
      } else {
        groups.append(Group(key: "layer\(index)", label: layer.name, nodes: members, children: []))
      }
    }
    let rest = nodes.map(\.key).filter { !placed.contains($0) }
    // A collapsed external package is a node of its own; a cluster around it would only add a frame.
    let collapsed = rest.filter { nodesByKey[$0]?.module == nil }
    groups += containerGroups(rest.filter { nodesByKey[$0]?.module != nil }, prefix: "")
    self.groups = groups
    self.ungrouped = collapsed
  }

  // MARK: Layout cost

  /// The diagram as drawn: past the node budget (`DiagramOptions.maxNodes`), one node per package or project, or
  /// nothing when even those are too many; then implied edges left out when laying it out would be too slow.
  /// The budget is decided on the counts alone, before any layout and before the reduction.
  static func forLayout(_ input: ReportInput, options: DiagramOptions) -> DiagramModel {
    var model = DiagramModel(input, options: options)
    if let budget = options.maxNodes, model.nodes.count > budget { model.collapseToContainers(budget: budget) }
    if model.nodes.count <= reductionLimit && model.layoutCost > layoutBudget { model.leaveOutImpliedEdges() }
    return model
  }

  /// Past this many nodes implied edges are kept (the DOT text of a diagram without a node budget): the reduction
  /// keeps every node's reach, quadratic on a chain (a 10,000-module chain would hold 50 million entries).
  static let reductionLimit = 2_000

  /// One node per package or project (container), labelled with its module count and marked with every finding of
  /// its modules and of the edges between them; one edge between two containers wherever a module of one depends on
  /// a module of the other (import-only when every such dependency is). When the containers themselves pass
  /// `budget`, nothing is left to draw. Records what was left out in `overBudget`.
  mutating func collapseToContainers(budget: Int) {
    func container(_ node: Node) -> String { node.module?.id.container ?? node.key }
    let members = Dictionary(grouping: nodes, by: container)
    overBudget = OverBudget(
      nodes: nodes.count, edges: edges.count, budget: budget, containers: members.count,
      drawn: members.count <= budget)
    layerOf = [:]
    groups = []
    guard members.count <= budget else {
      (nodes, edges, ungrouped) = ([], [], [])
      return
    }
    let containerOf = Dictionary(uniqueKeysWithValues: nodes.map { ($0.key, container($0)) })
    var insideRules: [String: Set<String>] = [:]
    var insideWorst: [String: Severity] = [:]
    var merged: [String: Edge] = [:]
    for edge in edges {
      let from = containerOf[edge.from]!, to = containerOf[edge.to]!
      if from == to {
        insideRules[from, default: []].formUnion(edge.findingRules)
        if let worst = edge.worstSeverity { insideWorst[from] = max(insideWorst[from], worst) }
        continue
      }
      let key = from + "\u{0}" + to
      var joined = merged[key] ?? Edge(
        from: from, to: to, importOnly: true, condition: nil, findingRules: [], worstSeverity: nil)
      joined.importOnly = joined.importOnly && edge.importOnly
      if let count = edge.count { joined.count = (joined.count ?? 0) + count }
      joined.findingRules = Array(Set(joined.findingRules).union(edge.findingRules)).sorted()
      if let worst = edge.worstSeverity { joined.worstSeverity = max(joined.worstSeverity, worst) }
      merged[key] = joined
    }
    nodes = members.sorted { $0.key < $1.key }.map { key, inside in
      let lines = inside.allSatisfy { $0.lines != nil } ? inside.reduce(0) { $0 + $1.lines! } : nil
      var worst = insideWorst[key]
      for node in inside { if let severity = node.worstSeverity { worst = max(worst, severity) } }
      let single = inside.count == 1 && inside[0].module == nil  // a collapsed external package already
      let count = inside.count == 1 ? "1 module" : "\(inside.count) modules"
      let rules = Set(inside.flatMap(\.findingRules)).union(insideRules[key] ?? [])
      return Node(
        key: key, label: single ? inside[0].label : Self.packageName(key) + "\n" + count, module: nil,
        isTest: inside.allSatisfy(\.isTest), isExternal: inside.allSatisfy(\.isExternal), lines: lines,
        instability: nil, findingRules: rules.sorted(), worstSeverity: worst)
    }
    edges = merged.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    ungrouped = nodes.map(\.key)
  }

  /// How much work a layered layout (Graphviz's `dot`) has with this diagram, estimated as the number of virtual
  /// nodes it inserts: an edge that spans k ranks becomes a chain of k - 1 of them, and crossing minimisation and
  /// positioning work on all of them. Ranks are the longest-path layers (cycles share one). Measured on generated
  /// and real workspaces (Benchmarks/layout.md), this is what makes a layout take seconds or hours, far more than
  /// the number of nodes.
  var layoutCost: Int {
    let digraph = Digraph(nodes: nodes.map(\.key), edges: edges.map { ($0.from, $0.to) })
    let rank = digraph.layers()
    return edges.reduce(0) { total, edge in
      total + max(0, abs((rank[edge.from] ?? 0) - (rank[edge.to] ?? 0)) - 1)
    }
  }

  /// Whether the diagram should be drawn left to right rather than top to bottom: when one rank holds so many nodes
  /// that top to bottom would be a long thin strip, while left to right stacks them in a column. Estimates each
  /// drawing's size from the longest-path ranks (a box about 1.4 in by 0.5 in, with Graphviz's gaps) and picks the
  /// one closer to a screen's 16:10. Never with layers: they read top to bottom, and their frames, which overlap in
  /// rank, would be stacked into one tall column.
  var readsBetterLeftToRight: Bool {
    guard layerOf.isEmpty else { return false }
    let digraph = Digraph(nodes: nodes.map(\.key), edges: edges.map { ($0.from, $0.to) })
    let rank = digraph.layers()
    let widths = Dictionary(grouping: nodes.map(\.key), by: { rank[$0] ?? 0 }).values.map(\.count)
    let widest = Double(widths.max() ?? 0)
    let depth = Double(widths.count)
    guard widest > 8 else { return false }
    let topToBottom = (widest * 1.7) / (depth * 1.1)
    let leftToRight = (depth * 2.0) / (widest * 0.8)
    func misfit(_ aspect: Double) -> Double { abs(log(aspect / 1.6)) }
    return misfit(leftToRight) < misfit(topToBottom)
  }

  /// Above this `layoutCost`, the diagram draws the transitive reduction of its edges (Benchmarks/layout.md: a
  /// generated 100-module app costs about 1,100, isowords 2,200, a 200-module app 2,900 and 1-2 s of layout; the
  /// 1,000-module chains 56,000 and more than five minutes, stopped). Past it, the long edges also make the drawing a wide
  /// band of crossing lines; without the implied ones it halves and reads.
  static let layoutBudget = 1_000

  /// Leaves out every edge that a longer path of other drawn edges implies (A → C when A → B → C is drawn), except
  /// edges that carry a finding and edges inside a cycle: what depends on what stays readable from the drawing,
  /// and long edges, the layout's cost, mostly go. Counts them in `impliedEdgesLeftOut`.
  mutating func leaveOutImpliedEdges() {
    let digraph = Digraph(nodes: nodes.map(\.key), edges: edges.map { ($0.from, $0.to) })
    var componentOf: [String: Int] = [:]
    for (index, component) in digraph.stronglyConnectedComponents().enumerated() {
      for key in component { componentOf[key] = index }
    }
    var reach: [String: Set<String>] = [:]
    func reachable(from key: String) -> Set<String> {
      if let known = reach[key] { return known }
      let found = digraph.transitiveSuccessors(of: key)
      reach[key] = found
      return found
    }
    let kept = edges.filter { edge in
      guard edge.findingRules.isEmpty, componentOf[edge.from] != componentOf[edge.to] else { return true }
      // Another way from `from` to `to`, through a successor outside `from`'s own cycle.
      return !digraph.successors(of: edge.from).contains { next in
        next != edge.to && componentOf[next] != componentOf[edge.from] && reachable(from: next).contains(edge.to)
      }
    }
    impliedEdgesLeftOut += edges.count - kept.count
    edges = kept
  }

  /// A finding about a cycle lists the cycle's path, so its last module leads back to the first. Other findings
  /// that name two modules are about the one edge between them, even where the reverse edge exists too.
  static func isCycle(_ finding: Finding) -> Bool {
    finding.modules.count > 2 || finding.ruleID.contains("cycle")
  }

  /// An edge from a lower layer to a higher one: drawn, but it must not pull the layers out of their order.
  func pointsUpTheLayers(_ edge: Edge) -> Bool {
    guard let from = layerOf[edge.from], let to = layerOf[edge.to] else { return false }
    return from > to
  }

  /// `external:swift-collections` → `swift-collections`.
  static func packageName(_ container: String) -> String {
    container.hasPrefix("external:") ? String(container.dropFirst("external:".count)) : container
  }
}

private func max(_ a: Severity?, _ b: Severity) -> Severity {
  guard let a else { return b }
  return Swift.max(a, b)
}

/// The one colour scale of instability, wherever plumb draws it (graph nodes, Mermaid, the report's table, side panel
/// and main-sequence chart): one hue, blue, deepest for stable (I = 0) and palest for unstable (I = 1). Neither end
/// is good or bad, so neither is green or red; and no other hue: red, orange and grey stay the colours of findings
/// by severity, purple of cycles.
public enum InstabilityColor {
  /// Light fills for boxes with black text.
  static let light = [(0x8f, 0xbc, 0xe6), (0xcf, 0xe1, 0xf2), (0xf7, 0xfa, 0xfd)]
  /// Stronger colours for dots and swatches (a thin outline keeps the palest visible on white).
  static let strong = [(0x1f, 0x5f, 0xa8), (0x6b, 0x9f, 0xd4), (0xc9, 0xde, 0xf2)]

  public static func hex(_ instability: Double, strong: Bool = false) -> String {
    let i = Swift.min(Swift.max(instability.isNaN ? 0 : instability, 0), 1)
    let stops = strong ? Self.strong : Self.light
    let (a, b, t) = i <= 0.5 ? (stops[0], stops[1], i * 2) : (stops[1], stops[2], (i - 0.5) * 2)
    func mix(_ x: Int, _ y: Int) -> Int { Int((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
    return "#"
      + [mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2)].map { component in
        let hex = String(component, radix: 16)
        return hex.count == 1 ? "0" + hex : hex
      }.joined()
  }
}
