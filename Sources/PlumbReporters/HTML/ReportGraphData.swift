import Foundation
import PlumbModel

/// What the report's script knows about the drawn graph, embedded as JSON: every node of the diagram (modules, or
/// external packages collapsed into one node) with its metrics and findings, every edge, and the findings. The
/// script finds a node's SVG element by `DOTEncoder.nodeID`, so the page needs no second layout.
struct ReportGraphData: Encodable {
  struct Node: Encodable {
    /// The diagram's node key (a module id, or `external:<package>` for a collapsed package).
    var key: String
    var name: String
    /// The package or project (without `external:`).
    var container: String
    var kind: String
    var external: Bool
    var test: Bool
    var layer: String?
    var metrics: Metrics?
    /// Indices into `findings` of the findings that name this module.
    var findings: [Int]
    /// The index of the cycle (strongly connected component) the node is in, when it is in one.
    var cycle: Int?
    /// Where the module is declared, as a link.
    var declaredAt: Link?
    /// Whether the page holds this module's type diagram (`<template id="types-<index>">`).
    var types: Bool
    /// Why there is no type diagram, when there is none.
    var typesNote: String?
    /// A collapsed external package's products.
    var products: [String]?
    /// The index in `advice` of the cycle advice that covers this module.
    var advice: Int?
  }

  /// One cycle's advice, as the side panel lists it.
  struct Advice: Encodable {
    /// The cycle's number in the report's "Cycles" section.
    var number: Int
    var exact: Bool
    var cuts: [Cut]
  }

  struct Cut: Encodable {
    var from: String
    var to: String
    var move: String
    var explanation: String
  }

  struct Metrics: Encodable {
    var lines, files, types, ca, ce, depth, dependents: Int
    var i, a, d: Double
    var testRatio: Double?
  }

  struct Edge: Encodable {
    var from: Int
    var to: Int
    var importOnly: Bool
    /// Both ends are in the same cycle.
    var cycle: Bool
    var rules: [String]
    var condition: String?
    /// The cycle advice cuts this edge.
    var cut: Bool
  }

  struct Link: Encodable {
    var text: String
    var href: String
  }

  struct FindingData: Encodable {
    var rule: String
    var severity: String
    var message: String
    var location: Link?
    var notes: [String]
  }

  /// What a node is, for the script's sentences: `module` or `folder`.
  var noun: String
  var nodes: [Node]
  var edges: [Edge]
  var findings: [FindingData]
  var advice: [Advice]

  init(_ input: ReportInput, options: HTMLReportOptions) {
    noun = options.level == .folder ? "folder" : "module"
    var diagram = options.diagram
    diagram.includeTests = diagram.includeTests || options.graph.contains { $0.includesTests }
    let model = DiagramModel(input, options: diagram)
    let index = Dictionary(uniqueKeysWithValues: model.nodes.enumerated().map { ($0.element.key, $0.offset) })
    let metricsByModule = Dictionary(
      (input.metrics ?? []).map { ($0.module, $0) }, uniquingKeysWith: { first, _ in first })
    var layerOf: [ModuleID: String] = [:]
    for layer in input.layers ?? [] { for module in layer.modules where layerOf[module] == nil { layerOf[module] = layer.name } }

    findings = input.findings.map { finding in
      FindingData(
        rule: finding.ruleID, severity: finding.severity.rawValue, message: finding.message,
        location: input.location(of: finding).map { Self.link($0, options.links) }, notes: finding.notes)
    }
    var findingsOf: [String: [Int]] = [:]
    for (position, finding) in input.findings.enumerated() {
      for module in Set(finding.modules) { findingsOf[module.description, default: []].append(position) }
    }

    let digraph = Digraph(nodes: model.nodes.map(\.key), edges: model.edges.map { ($0.from, $0.to) })
    var cycleOf: [String: Int] = [:]
    for (position, component) in digraph.cyclicComponents().enumerated() {
      for key in component { cycleOf[key] = position }
    }
    let productsOf = Dictionary(grouping: input.graph.modules.filter(\.isExternal), by: \.id.container)
    let names = ModuleNames(input.graph).name
    let cycleAdvice = options.cycleAdvice ?? []
    advice = cycleAdvice.enumerated().map { number, component in
      Advice(
        number: number + 1, exact: component.method == .exact,
        cuts: component.cuts.map {
          Cut(from: names($0.from), to: names($0.to), move: $0.move.rawValue, explanation: $0.explanation)
        })
    }
    var adviceOf: [ModuleID: Int] = [:]
    var cutEdges = Set<[ModuleID]>()
    for (index, component) in cycleAdvice.enumerated() {
      for module in component.modules { adviceOf[module] = index }
      for cut in component.cuts { cutEdges.insert([cut.from, cut.to]) }
    }

    nodes = model.nodes.map { node in
      let module = node.module
      let metrics = module.flatMap { metricsByModule[$0.id] }.map { m in
        Metrics(
          lines: m.lines, files: m.files, types: m.types, ca: m.afferent, ce: m.efferent, depth: m.depth,
          dependents: m.transitiveDependents, i: Self.round(m.instability), a: Self.round(m.abstractness),
          d: Self.round(m.distance), testRatio: m.testRatio.map(Self.round))
      }
      let hasTypes = module.map { options.typeDiagrams[$0.id] != nil } ?? false
      return Node(
        key: node.key, name: node.label,
        container: DiagramModel.packageName(module?.id.container ?? node.key),
        kind: options.level == .folder ? "folder" : module?.kind.rawValue ?? "package", external: node.isExternal, test: node.isTest,
        layer: module.flatMap { layerOf[$0.id] }, metrics: metrics,
        findings: module.map { findingsOf[$0.id.description] ?? [] } ?? [],
        cycle: cycleOf[node.key], declaredAt: module?.declaredAt.map { Self.link($0, options.links) },
        types: hasTypes, typesNote: module.flatMap { options.typeDiagramNotes[$0.id] },
        products: module == nil ? productsOf[node.key]?.map(\.name).sorted() : nil,
        advice: module.flatMap { adviceOf[$0.id] })
    }
    edges = model.edges.compactMap { edge in
      guard let from = index[edge.from], let to = index[edge.to] else { return nil }
      let cycle = cycleOf[edge.from] != nil && cycleOf[edge.from] == cycleOf[edge.to]
      let modules = (model.nodes[from].module?.id, model.nodes[to].module?.id)
      let cut = modules.0.flatMap { a in modules.1.map { b in cutEdges.contains([a, b]) } } ?? false
      return Edge(
        from: from, to: to, importOnly: edge.importOnly, cycle: cycle, rules: edge.findingRules,
        condition: edge.condition, cut: cut)
    }
  }

  static func link(_ location: Location, _ links: SourceLinks) -> Link {
    Link(text: location.description, href: links.href(location.file, line: location.line))
  }

  static func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  /// The JSON, safe inside a `<script>` element: `<`, `>` and `&` only occur inside strings, where `\u003c` and
  /// friends mean the same, so `</script>` can never appear.
  var scriptJSON: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = try! encoder.encode(self)  // plain structs of strings and numbers: encoding cannot fail
    var text = ""
    text.reserveCapacity(data.count)
    for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
      switch scalar {
      case "<": text += "\\u003c"
      case ">": text += "\\u003e"
      case "&": text += "\\u0026"
      case "\u{2028}": text += "\\u2028"
      case "\u{2029}": text += "\\u2029"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
