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
  /// Each node's layer index (0 = top) when layers are given.
  var layerOf: [String: Int] = [:]

  init(_ input: ReportInput, options: DiagramOptions) {
    let graph = input.graph
    let kept = options.keptModules(in: graph)
    let metricsByModule = Dictionary(
      (input.metrics ?? []).map { ($0.module, $0) }, uniquingKeysWith: { first, _ in first })
    hasMetrics = input.metrics != nil

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
          worstSeverity: nil)
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
      if byContainer.count > 1 {
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

/// Node colours for instability: green (I = 0, stable) through yellow to red (I = 1, unstable).
enum InstabilityColor {
  static func hex(_ instability: Double, saturation: Double = 0.55, value: Double = 0.95) -> String {
    let i = Swift.min(Swift.max(instability, 0), 1)
    // Hue from 120° (green) to 0° (red), light enough for black text.
    let (r, g, b) = rgb(hue: (1 - i) * 120, saturation: saturation, value: value)
    return "#"
      + [r, g, b].map { component in
        let hex = String(Int((component * 255).rounded()), radix: 16)
        return hex.count == 1 ? "0" + hex : hex
      }.joined()
  }

  private static func rgb(hue: Double, saturation s: Double, value v: Double) -> (Double, Double, Double) {
    let c = v * s
    let h = hue / 60
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch h {
      case ..<1: (c, x, 0)
      case ..<2: (x, c, 0)
      default: (0, c, x)
      }
    let m = v - c
    return (r + m, g + m, b + m)
  }
}
