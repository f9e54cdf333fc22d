import Foundation
import PlumbGraphviz
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbReporters

@Suite struct DiagramTests {
  static let full = ReportFixtures.input(metrics: ReportFixtures.metrics, layers: ReportFixtures.layers)

  @Test func dotMatchesGoldenFiles() {
    Golden.check(DOTEncoder.encode(ReportFixtures.input()), "graph.dot")
    Golden.check(DOTEncoder.encode(Self.full), "graph-layers-metrics.dot")
    Golden.check(
      DOTEncoder.encode(Self.full, options: .init(includeTests: true, externals: .show)), "graph-tests-externals.dot")
  }

  @Test func dotIsByteIdenticalAcrossRunsAndInputOrder() {
    let shuffled = ReportInput(
      root: nil, graph: ReportFixtures.graph, findings: ReportFixtures.findings.reversed(),
      metrics: ReportFixtures.metrics.reversed(), layers: ReportFixtures.layers, toolVersion: "0.1.0")
    let first = DOTEncoder.encode(Self.full)
    #expect(DOTEncoder.encode(Self.full) == first)
    #expect(DOTEncoder.encode(shuffled) == first)
  }

  @Test func testsAreHiddenByDefaultAndExternalsCollapse() {
    let dot = DOTEncoder.encode(ReportFixtures.input())
    #expect(!dot.contains("MacsListTests"))
    #expect(dot.contains("\"external:swift-collections\" [label=\"swift-collections\""))
    #expect(!dot.contains("OrderedCollections"))
    // Core reaches the package through a declared product and an import: one solid edge.
    #expect(dot.contains("\"Core/Core\" -> \"external:swift-collections\";"))
    let hidden = DOTEncoder.encode(ReportFixtures.input(), options: .init(externals: .hide))
    #expect(!hidden.contains("swift-collections"))
    let shown = DOTEncoder.encode(ReportFixtures.input(), options: .init(includeTests: true, externals: .show))
    #expect(shown.contains("\"external:swift-collections/OrderedCollections\""))
    #expect(shown.contains("\"Modules/MacsListTests\""))
  }

  @Test func findingsAreDrawnOnTheirEdges() {
    let dot = DOTEncoder.encode(ReportFixtures.input())
    // The cycle finding names MacsList and MacDetails: both edges of the cycle are red.
    #expect(
      dot.contains(
        ##""Modules/MacsList" -> "Modules/MacDetails" [color="#d62728", fontcolor="#d62728", penwidth=2, xlabel="feature-isolation\nno-cycles"];"##
      ))
    #expect(
      dot.contains(
        ##""Modules/MacDetails" -> "Modules/MacsList" [style=dashed, color="#d62728", fontcolor="#d62728", penwidth=2, xlabel="no-cycles\nundeclared-import"];"##
      ))
    // The layer violation is about Core → MacsList only, not the declared edge back.
    #expect(
      dot.contains(
        ##""Core/Core" -> "Modules/MacsList" [style=dashed, color="#d62728", fontcolor="#d62728", penwidth=2, xlabel="layers"];"##
      ))
    #expect(dot.contains(##""Modules/MacsList" -> "Core/Core";"##))
    // A finding about one module outlines the node.
    #expect(
      dot.contains(
        ##"color="#6b7280", penwidth=2, xlabel=<<FONT COLOR="#6b7280" POINT-SIZE="9">feature-isolation</FONT>>"##))
  }

  @Test func focusKeepsTheNeighbourhoodUpToDepth() {
    let one = DOTEncoder.encode(ReportFixtures.input(), options: .init(focus: ["Core"], depth: 1))
    #expect(one.contains("\"Core/Core\" ["))
    #expect(one.contains("\"Modules/MacsList\" ["))
    #expect(one.contains("\"Modules/MacDetails\" ["))
    #expect(!one.contains("\"ClassicMac.xcodeproj/ClassicMac\" ["))
    let zero = DOTEncoder.encode(ReportFixtures.input(), options: .init(focus: ["Core/Core"], depth: 0))
    #expect(!zero.contains("\"Modules/MacsList\" ["))
    let all = DOTEncoder.encode(ReportFixtures.input(), options: .init(focus: ["Core"]))
    #expect(all.contains("\"ClassicMac.xcodeproj/ClassicMac\" ["))
  }

  @Test func excludeMatchesGlobsOnNamesAndIDs() {
    let dot = DOTEncoder.encode(ReportFixtures.input(), options: .init(exclude: ["Mac*", "external:**"]))
    #expect(!dot.contains("MacsList"))
    #expect(!dot.contains("swift-collections"))
    #expect(dot.contains("\"ClassicMac.xcodeproj/ClassicMac\" ["))
  }

  @Test func dotQuotingEscapesQuotesAndBackslashes() {
    #expect(DOTEncoder.quote(#"a "b" \c"#) == #""a \"b\" \\c""#)
    #expect(DOTEncoder.quote("two\nlines") == #""two\nlines""#)
  }

  @Test func typeDiagramMatchesGoldenFile() {
    let diagram = TypeDiagram(
      module: "MacsList",
      nodes: [
        .init(name: "MacsListView", role: "view"), .init(name: "MacsListViewModel", role: "viewModel"),
        .init(name: "MacsListViewModelProtocol", role: "protocol"), .init(name: "ClassicMac", role: "model"),
      ],
      edges: [
        .init(from: "MacsListView", to: "MacsListViewModelProtocol", kind: "uses"),
        .init(from: "MacsListViewModel", to: "MacsListViewModelProtocol", kind: "conforms"),
        .init(from: "MacsListViewModel", to: "ClassicMac", kind: "storedProperty"),
        .init(from: "MacsListView", to: "ClassicMac"),
        .init(from: "MacsListViewModel", to: "MacsService", kind: "calls"),
      ])
    Golden.check(TypeDOTEncoder.encode(diagram), "types-MacsList.dot")
  }
}

@Suite struct MermaidTests {
  @Test func mermaidMatchesGoldenFiles() {
    Golden.check(MermaidEncoder.encode(ReportFixtures.input()), "graph.mmd")
    Golden.check(MermaidEncoder.encode(DiagramTests.full), "graph-layers-metrics.mmd")
  }

  @Test(arguments: [
    DiagramOptions(), DiagramOptions(includeTests: true, externals: .show),
    DiagramOptions(focus: ["MacsList"], depth: 1),
  ])
  func mermaidIsStructurallyValid(options: DiagramOptions) throws {
    let text = MermaidEncoder.encode(DiagramTests.full, options: options)
    try MermaidStructure.validate(text)
  }

  @Test func awkwardNamesGetSafeIDsAndEscapedLabels() throws {
    let odd = ModuleID(container: "my pkg", name: "end")
    let quote = ModuleID(container: "my pkg", name: "A\"<B>#1")
    let graph = ModuleGraph(
      modules: [Module(id: odd, kind: .regular), Module(id: quote, kind: .regular)],
      dependencies: [Dependency(from: odd, to: quote, kind: .target)])
    let text = MermaidEncoder.encode(ReportInput(graph: graph, toolVersion: "0"))
    try MermaidStructure.validate(text)
    #expect(text.contains("m_my_pkg_end(\"end\")"))
    #expect(text.contains("(\"A#quot;#lt;B#gt;#35;1\")"))
  }

  @Test func validatorRejectsBrokenText() {
    #expect(throws: MermaidStructure.Problem.self) {
      try MermaidStructure.validate("flowchart TD\n  subgraph x[\"a\"]\n")
    }
    #expect(throws: MermaidStructure.Problem.self) { try MermaidStructure.validate("flowchart TD\n  a b --> c\n") }
    #expect(throws: MermaidStructure.Problem.self) { try MermaidStructure.validate("graph\n") }
  }
}

/// A structural check of the Mermaid flowcharts plumb writes (no Mermaid parser is available in Swift): the header,
/// balanced `subgraph`/`end`, ids made of `[A-Za-z0-9_]`, quoted labels without raw quotes, edges between ids.
enum MermaidStructure {
  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  static func validate(_ text: String) throws {
    var lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    // TD for module graphs and the workspace's types, LR for one module's types.
    guard lines.first == "flowchart TD" || lines.first == "flowchart LR" else {
      throw Problem(description: "missing 'flowchart TD' (or LR) header")
    }
    lines.removeFirst()
    let id = #"[A-Za-z][A-Za-z0-9_]*"#
    let label = #""[^"]*""#
    let patterns = [
      "^subgraph \(id)\\[\(label)\\]$", "^end$", "^\(id)\\(\(label)\\)$", "^\(id)\\[\\[\(label)\\]\\]$",
      "^\(id) (-->|-\\.->)(\\|\(label)\\|)? \(id)$", "^linkStyle [0-9]+ [a-z:#0-9,-]+$", "^style \(id) [a-z:#0-9, -]+$",
      "^\(id)\\(\\[\(label)\\]\\)$", "^classDef \(id) [a-z:#0-9,-]+$", "^class \(id)(,\(id))* \(id)$",
    ].map { try! Regex($0) }
    var depth = 0
    var definedIDs = Set<String>()
    for line in lines {
      guard patterns.contains(where: { line.wholeMatch(of: $0) != nil }) else {
        throw Problem(description: "unexpected line: \(line)")
      }
      if line.hasPrefix("subgraph ") { depth += 1 }
      if line == "end" {
        depth -= 1
        guard depth >= 0 else { throw Problem(description: "'end' without 'subgraph'") }
      }
      if let match = line.wholeMatch(of: try! Regex("^(\(id))(\\(|\\[\\[).*")) {
        let name = String(match.output[1].substring!)
        guard name != "end" else { throw Problem(description: "node id 'end' breaks Mermaid") }
        definedIDs.insert(name)
      }
    }
    guard depth == 0 else { throw Problem(description: "\(depth) subgraph(s) not closed") }
    for line in lines where line.contains("->") {
      let ends = line.split(separator: " ")
      for end in [ends.first!, ends.last!] where !definedIDs.contains(String(end)) {
        throw Problem(description: "edge to undefined node \(end)")
      }
    }
  }
}

@Suite(.serialized) struct GraphvizTests {
  @Test func rendersSVGInProcessWithoutPATH() throws {
    let dot = DOTEncoder.encode(DiagramTests.full)
    // Empty PATH: no `dot` executable could be found even if one were installed. The lock keeps tests that start
    // processes from seeing the empty PATH.
    let svg = try ProcessEnvironment.withLock {
      let saved = ProcessInfo.processInfo.environment["PATH"]
      setenv("PATH", "", 1)
      defer { if let saved { setenv("PATH", saved, 1) } else { unsetenv("PATH") } }
      return try GraphvizRenderer.svg(dot: dot)
    }
    #expect(svg.contains("<svg"))
    for title in ["Modules/MacsList", "Modules/MacDetails", "Core/Core", "ClassicMac.xcodeproj/ClassicMac"] {
      #expect(svg.contains("<title>\(title)</title>"), "\(title)")
    }
    #expect(svg.contains("<title>Modules/MacsList&#45;&gt;Modules/MacDetails</title>"))
  }

  @Test func rendersPNGAndPDF() throws {
    let dot = DOTEncoder.encode(ReportFixtures.input())
    let png = try GraphvizRenderer.render(dot: dot, format: .png)
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let pdf = try GraphvizRenderer.render(dot: dot, format: .pdf)
    #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
  }

  @Test func badDOTIsASwiftErrorWithGraphvizsMessage() throws {
    do {
      _ = try GraphvizRenderer.svg(dot: "digraph { a -> ; }")
      Issue.record("bad DOT rendered")
    } catch let error as GraphvizError {
      guard case .invalidDOT(let message) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(message.contains("syntax error"), "\(message)")
    }
    // Graphviz is still usable afterwards.
    #expect(try GraphvizRenderer.svg(dot: "digraph { a -> b }").contains("<title>a</title>"))
  }

  @Test func typeDiagramRenders() throws {
    let diagram = TypeDiagram(
      module: "M", nodes: [.init(name: "V", role: "view"), .init(name: "VM", role: "viewModel")],
      edges: [.init(from: "V", to: "VM", kind: "owns")])
    #expect(try GraphvizRenderer.svg(dot: TypeDOTEncoder.encode(diagram)).contains("<title>V&#45;&gt;VM</title>"))
  }
}

@Suite struct EmptyDiagramTests {
  @Test func anEmptyGraphIsAValidEmptyDiagram() throws {
    let input = ReportInput(graph: ModuleGraph(), toolVersion: "0")
    let dot = DOTEncoder.encode(input)
    #expect(!dot.contains("legend"))
    #expect(try GraphvizRenderer.svg(dot: dot).contains("<svg"))
    try MermaidStructure.validate(MermaidEncoder.encode(input))
  }
}

@Suite struct LayeredDiagramTests {
  @Test func layersStayStackedAndUpwardEdgesDoNotReorderThem() throws {
    let dot = DOTEncoder.encode(DiagramTests.full)
    // The layer violation Core → MacsList is drawn but does not constrain the ranks.
    #expect(dot.contains(##""Core/Core" -> "Modules/MacsList" [constraint=false, style=dashed"##))
    #expect(dot.contains(##""Modules/MacsList" -> "Core/Core";"##))
    // Layers rank as bands, in order: an invisible point between each two, below the upper layer's bottom modules
    // and above the lower layer's top ones (MacsList and MacDetails depend on each other: both are both).
    #expect(dot.contains("newrank=true"))
    #expect(dot.contains(##""layer-order:0" [shape=point, style=invis, width=0, height=0, label=""];"##))
    #expect(dot.contains(##""ClassicMac.xcodeproj/ClassicMac" -> "layer-order:0" [style=invis];"##))
    #expect(dot.contains(##""layer-order:0" -> "Modules/MacDetails" [style=invis];"##))
    #expect(dot.contains(##""layer-order:0" -> "Modules/MacsList" [style=invis];"##))
    #expect(dot.contains(##""Modules/MacsList" -> "layer-order:1" [style=invis];"##))
    #expect(dot.contains(##""layer-order:1" -> "Core/Core" [style=invis];"##))
    // No invisible edge doubles a real one (Graphviz 2.42 can abort on two edges between the same nodes in clusters).
    #expect(!dot.contains(##""Modules/MacDetails" -> "Core/Core" [style=invis];"##))
    // Without dependencies, the points still chain the layers in their declared order: App, Modules, Core.
    let unconnected = ReportInput(
      graph: ModuleGraph(containers: ReportFixtures.graph.containers, modules: ReportFixtures.graph.modules),
      layers: ReportFixtures.layers, toolVersion: "0")
    let chained = DOTEncoder.encode(unconnected)
    #expect(chained.contains(##""ClassicMac.xcodeproj/ClassicMac" -> "layer-order:0" [style=invis];"##))
    #expect(chained.contains(##""layer-order:1" -> "Core/Core" [style=invis];"##))
    let appCluster = dot.range(of: "label=\"App\";")!
    let modulesCluster = dot.range(of: "label=\"Modules\";")!
    #expect(appCluster.lowerBound < modulesCluster.lowerBound)
    // Without layers there is no ordering to keep.
    #expect(!DOTEncoder.encode(ReportFixtures.input()).contains("constraint=false"))
    #expect(!DOTEncoder.encode(ReportFixtures.input()).contains("layer-order"))
    // Laid out, every module of a layer sits above every module of the next (SVG y grows downwards).
    let svg = try GraphvizRenderer.svg(dot: dot)
    func y(_ title: String) throws -> Double {
      let node = try #require(svg.components(separatedBy: "<title>\(title)</title>").dropFirst().first)
      let text = try #require(node.components(separatedBy: " y=\"").dropFirst().first?.split(separator: "\"").first)
      return try #require(Double(text))
    }
    let app = try y("ClassicMac.xcodeproj/ClassicMac")
    let features = [try y("Modules/MacsList"), try y("Modules/MacDetails")]
    let core = try y("Core/Core")
    #expect(features.allSatisfy { app < $0 && $0 < core })
  }
}

@Suite struct DiagramOptionsTests {
  @Test func unmatchedFocusNamesAreReported() {
    let options = DiagramOptions(focus: ["Core", "Modules/MacsList", "Nope"])
    #expect(options.unmatchedFocus(in: ReportFixtures.graph) == ["Nope"])
  }

  /// Diagram filters use the configuration's globs: whole names, `*` within one id component, `**` across.
  @Test func globsMatchWholeNames() {
    #expect(Glob("Mac*").matches("MacsList"))
    #expect(Glob("*Tests").matches("MacsListTests"))
    #expect(Glob("M?cs*").matches("MacsList"))
    #expect(!Glob("Mac").matches("MacsList"))
    #expect(!Glob("*Tests").matches("MacsList"))
    #expect(Glob("external:**").matches("external:swift-collections/Collections"))
    #expect(Glob("external:*/*").matches("external:swift-collections/Collections"))
  }
}
