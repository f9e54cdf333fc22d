import Foundation
import PlumbGraphviz
import PlumbModel
import Testing

@testable import PlumbReporters

/// What keeps big module diagrams fast to lay out and readable: implied edges left out past the layout budget,
/// left to right for wide diagrams without layers, advice for the reader, and the ids the HTML report finds.
@Suite struct LargeDiagramTests {
  /// `count` modules in one package, module m depending on m-1, m/2 and m/3 (the determinism tests' chains).
  static func chains(_ count: Int) -> ReportInput {
    var modules: [Module] = []
    var dependencies: [Dependency] = []
    func id(_ m: Int) -> ModuleID { ModuleID(container: "P", name: "M\(m)") }
    for m in 0..<count {
      modules.append(Module(id: id(m), kind: .regular))
      for d in Set([m - 1, m / 2, m / 3]) where d >= 0 && d < m {
        dependencies.append(Dependency(from: id(m), to: id(d), kind: .target))
      }
    }
    return ReportInput(graph: ModuleGraph(modules: modules, dependencies: dependencies), toolVersion: "0")
  }

  /// An app over `features` independent modules that all use one core module.
  static func fan(_ features: Int) -> ReportInput {
    let app = ModuleID(container: "App", name: "App")
    let core = ModuleID(container: "Core", name: "Core")
    var modules = [Module(id: app, kind: .app), Module(id: core, kind: .regular)]
    var dependencies: [Dependency] = []
    for f in 0..<features {
      let feature = ModuleID(container: "Features", name: "Feature\(f)")
      modules.append(Module(id: feature, kind: .regular))
      dependencies += [
        Dependency(from: app, to: feature, kind: .target), Dependency(from: feature, to: core, kind: .target),
      ]
    }
    return ReportInput(graph: ModuleGraph(modules: modules, dependencies: dependencies), toolVersion: "0")
  }

  @Test func aSmallDiagramKeepsEveryEdge() {
    let input = Self.chains(30)
    let model = DiagramModel.forLayout(input, options: .init())
    #expect(model.layoutCost <= DiagramModel.layoutBudget)
    #expect(model.impliedEdgesLeftOut == 0)
    #expect(DOTEncoder.size(input).advice == nil)
  }

  @Test func pastTheBudgetImpliedEdgesAreLeftOutAndTheReaderIsTold() {
    let input = Self.chains(300)
    let full = DiagramModel(input, options: .init())
    #expect(full.layoutCost > DiagramModel.layoutBudget)
    let drawn = DiagramModel.forLayout(input, options: .init())
    // Every module still reaches what it reached: only edges a longer path implies went.
    let before = Digraph(nodes: full.nodes.map(\.key), edges: full.edges.map { ($0.from, $0.to) })
    let after = Digraph(nodes: drawn.nodes.map(\.key), edges: drawn.edges.map { ($0.from, $0.to) })
    for node in ["P/M299", "P/M150", "P/M7"] {
      #expect(before.transitiveSuccessors(of: node) == after.transitiveSuccessors(of: node))
    }
    #expect(drawn.edges.count + drawn.impliedEdgesLeftOut == full.edges.count)
    #expect(drawn.edges.count == 299)  // the chain M(m) → M(m-1) implies every other edge
    let size = DOTEncoder.size(input)
    #expect(size.impliedEdgesLeftOut == drawn.impliedEdgesLeftOut)
    let advice = size.advice
    #expect(advice != nil)
    #expect(advice?.contains("are implied by longer paths and not drawn") == true)
    #expect(advice?.contains("--focus MODULE --depth 2") == true)
  }

  @Test func edgesWithFindingsAndEdgesInCyclesStay() {
    var input = Self.chains(300)
    let implied = Finding(
      ruleID: "layer-direction", severity: .error, message: "M200 must not depend on M100",
      modules: [ModuleID(container: "P", name: "M200"), ModuleID(container: "P", name: "M100")])
    input.findings = [implied]
    var graph = input.graph
    graph.add(Dependency(from: ModuleID(container: "P", name: "M5"), to: ModuleID(container: "P", name: "M9"), kind: .importOnly))
    input.graph = graph
    let drawn = DiagramModel.forLayout(input, options: .init())
    #expect(drawn.edges.contains { $0.from == "P/M200" && $0.to == "P/M100" })
    // M5 → M9 closes a cycle M9 → … → M5 → M9: its edges are never "implied".
    #expect(drawn.edges.contains { $0.from == "P/M5" && $0.to == "P/M9" })
    #expect(drawn.edges.contains { $0.from == "P/M9" && $0.to == "P/M8" })
  }

  /// The full graph of these chains kept Graphviz busy for more than five minutes (Benchmarks/layout.md); drawn
  /// without its implied edges, it is laid out and rendered (with a node budget above its thousand modules).
  @Test func aThousandModulesAreLaidOut() throws {
    let svg = try GraphvizRenderer.svg(dot: DOTEncoder.encode(Self.chains(1_000), options: .init(maxNodes: 1_000)))
    #expect(svg.contains("<title>P/M999</title>"))
    #expect(svg.contains("<title>P/M0</title>"))
  }

  @Test func aWideDiagramWithoutLayersReadsLeftToRight() {
    #expect(DOTEncoder.encode(Self.fan(60)).contains("rankdir=LR"))
    #expect(DOTEncoder.encode(Self.fan(4)).contains("rankdir=TB"))
    var layered = Self.fan(60)
    layered.layers = [
      ReportLayer(name: "App", modules: [ModuleID(container: "App", name: "App")]),
      ReportLayer(name: "Core", modules: [ModuleID(container: "Core", name: "Core")]),
    ]
    #expect(DOTEncoder.encode(layered).contains("rankdir=TB"))
  }

  @Test func theReportsDiagramHasIDsAndNoLegend() throws {
    let input = ReportFixtures.input(metrics: ReportFixtures.metrics, layers: ReportFixtures.layers)
    let dot = DOTEncoder.encode(input, options: .init(), idPrefix: "g-")
    #expect(dot.contains("\"Core/Core\" [id=\"g-n:Core/Core\""))
    #expect(dot.contains("\"Modules/MacsList\" -> \"Core/Core\" [id=\"g-e:Modules/MacsList -> Core/Core\"]"))
    #expect(dot.contains("id=\"g-c:layer0\"; class=layer;"))
    #expect(!dot.contains("legend"))
    let svg = try GraphvizRenderer.svg(dot: dot)
    // Graphviz writes `-` as `&#45;`: the same id once the browser has read the attribute.
    #expect(svg.contains("<g id=\"g&#45;n:Core/Core\" class=\"node\">"))
    #expect(svg.contains("<g id=\"g&#45;e:Modules/MacsList &#45;&gt; Core/Core\" class=\"edge\">"))
  }
}
