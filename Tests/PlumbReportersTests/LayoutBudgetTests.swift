import Foundation
import PlumbGraphviz
import PlumbModel
import Testing

@testable import PlumbReporters

/// Module diagrams past their node budget (issue 33: a 10,000-project workspace took minutes in Graphviz): the
/// decision is made on counts, before any layout; what is drawn instead is one node per package or project, or a
/// note; and what was left out is said.
@Suite struct LayoutBudgetTests {
  /// `containers` packages of `perContainer` modules: in each, module m depends on m-1 (a chain); the first module
  /// of each package depends on the first of the package before; the last module of package 1 imports package 0's
  /// last without declaring it.
  static func packages(_ containers: Int, of perContainer: Int) -> ReportInput {
    var modules: [Module] = []
    var dependencies: [Dependency] = []
    func id(_ p: Int, _ m: Int) -> ModuleID { ModuleID(container: "Pkg\(p)", name: "P\(p)M\(m)") }
    for p in 0..<containers {
      for m in 0..<perContainer {
        modules.append(Module(id: id(p, m), kind: .regular))
        if m > 0 { dependencies.append(Dependency(from: id(p, m), to: id(p, m - 1), kind: .target)) }
      }
      if p > 0 { dependencies.append(Dependency(from: id(p, 0), to: id(p - 1, 0), kind: .target)) }
    }
    if containers > 1 {
      let last = perContainer - 1
      dependencies.append(Dependency(from: id(1, last), to: id(0, last), kind: .importOnly))
    }
    return ReportInput(graph: ModuleGraph(modules: modules, dependencies: dependencies), toolVersion: "0")
  }

  /// The node statements of a DOT text (`"key" [...label=...]`), legend and notes aside.
  static func nodeLines(_ dot: String) -> [Substring] {
    dot.split(separator: "\n").filter { line in
      let text = line.trimmingCharacters(in: .whitespaces)
      return text.hasPrefix("\"") && !text.contains(" -> ") && text.contains("label=") && !text.contains("legend:")
    }
  }

  @Test func twentyThousandModulesAreCollapsedBeforeAnyLayout() throws {
    let input = Self.packages(200, of: 100)
    let model = DiagramModel.forLayout(input, options: .init())
    let over = try #require(model.overBudget)
    #expect(over.nodes == 20_000 && over.containers == 200 && over.drawn)
    #expect(model.nodes.count == 200)
    #expect(model.nodes.allSatisfy { $0.module == nil && $0.label.hasSuffix("\n100 modules") })
    // Package p uses package p-1 (through their first modules), and package 1 also imports package 0.
    #expect(model.edges.count == 199)
    #expect(model.edges.contains { $0.from == "Pkg1" && $0.to == "Pkg0" && !$0.importOnly })
    // What Graphviz gets is the 200 packages, not one module of the 20,000.
    let dot = DOTEncoder.encode(input)
    #expect(Self.nodeLines(dot).count == 200)
    #expect(!dot.contains("P7M3"))
    let svg = try GraphvizRenderer.svg(dot: dot)
    #expect(svg.contains("<title>Pkg199</title>"))
  }

  @Test func whatWasLeftOutIsSaid() throws {
    let advice = try #require(DOTEncoder.size(Self.packages(200, of: 100)).advice)
    #expect(advice.hasPrefix("20000 modules and 20000 dependencies are more than the 300 nodes plumb lays out"))
    #expect(advice.contains("drawn as their 200 packages and projects, one node each"))
    for way in ["--focus MODULE --depth 2", "--max-nodes N", "--format dot"] { #expect(advice.contains(way)) }
  }

  /// The 10,000-project workspace of issue 33: every module its own project, so even one node per project is past
  /// the budget. Nothing but a note goes to Graphviz.
  @Test func tooManyPackagesToDrawLeaveANote() throws {
    let input = Self.packages(20_000, of: 1)
    let size = DOTEncoder.size(input)
    #expect(size.overBudget?.drawn == false)
    #expect(size.advice?.contains("and so are their 20000 packages and projects: the graph is not drawn") == true)
    let dot = DOTEncoder.encode(input)
    #expect(Self.nodeLines(dot).count == 1)
    #expect(dot.contains("\"not-drawn\" [shape=note"))
    #expect(dot.contains("20000 modules in 20000 packages and projects"))
    #expect(try GraphvizRenderer.svg(dot: dot).contains("Not drawn: narrow it with"))
  }

  @Test func withinTheBudgetOrWithoutOneEveryModuleIsDrawn() {
    let input = Self.packages(3, of: 100)
    #expect(DiagramModel.forLayout(input, options: .init()).overBudget == nil)
    #expect(Self.nodeLines(DOTEncoder.encode(input)).count == 300)
    // The DOT text for a user's own Graphviz has no budget: every one of 20,000 modules, and every edge (no
    // reduction past `reductionLimit`, which would keep 20,000 reach sets).
    let big = Self.packages(20, of: 1_000)
    let whole = DiagramModel.forLayout(big, options: .init(maxNodes: nil))
    #expect(whole.overBudget == nil && whole.nodes.count == 20_000)
    #expect(whole.impliedEdgesLeftOut == 0 && whole.edges.count == big.graph.dependencies.count)
  }

  @Test func findingsStayOnTheCollapsedDiagram() throws {
    var input = Self.packages(4, of: 200)
    let inside = [ModuleID(container: "Pkg2", name: "P2M5"), ModuleID(container: "Pkg2", name: "P2M4")]
    let across = [ModuleID(container: "Pkg1", name: "P1M199"), ModuleID(container: "Pkg0", name: "P0M199")]
    input.findings = [
      Finding(ruleID: "layer-direction", severity: .error, message: "inside", modules: inside),
      Finding(ruleID: "undeclared-import", severity: .warning, message: "across", modules: across),
    ]
    let model = DiagramModel.forLayout(input, options: .init())
    let pkg2 = try #require(model.nodes.first { $0.key == "Pkg2" })
    #expect(pkg2.findingRules == ["layer-direction"] && pkg2.worstSeverity == .error)
    let edge = try #require(model.edges.first { $0.from == "Pkg1" && $0.to == "Pkg0" })
    #expect(edge.findingRules == ["undeclared-import"] && edge.worstSeverity == .warning)
  }

  @Test func aLargerBudgetDrawsMore() {
    let input = Self.packages(3, of: 100)
    #expect(DiagramModel.forLayout(input, options: .init(maxNodes: 299)).nodes.count == 3)
    #expect(DiagramModel.forLayout(input, options: .init(maxNodes: 300)).nodes.count == 300)
    // Mermaid is whole unless a budget is given, and then collapses the same way.
    #expect(MermaidEncoder.encode(input).contains("P2M99"))
    #expect(!MermaidEncoder.encode(input, options: .init(maxNodes: 10)).contains("P2M99"))
  }

  /// The report's findings past `maximumFindingsPerRule` of one rule: listed in part, the rest counted and said.
  @Test func thousandsOfFindingsOfARuleAreListedInPart() {
    var input = Self.packages(1_200, of: 1)
    let modules = input.graph.modules.map(\.id)
    input.rules = [RuleInfo(id: "undeclared-import", summary: "s", rationale: "", defaultSeverity: .error)]
    input.findings = modules.map {
      Finding(ruleID: "undeclared-import", severity: .error, message: "import of \($0.name)", modules: [$0])
    }
    let html = HTMLReport.render(input, graphSVG: nil)
    #expect(html.components(separatedBy: "<li><span class=\"sev error\">").count - 1 == 1_000)
    #expect(html.contains("200 more findings of this rule are not listed here"))
    #expect(html.components(separatedBy: "import of P").count - 1 == 1_000)
    #expect(HTMLReport.findingsLeftOut(input) == [
      "the report lists 1000 of the 1200 findings of undeclared-import; plumb check lists them all"
    ])
  }

  @Test func mermaidPastItsRenderersLimitsIsSaid() throws {
    #expect(MermaidEncoder.rendererLimits(MermaidEncoder.encode(Self.packages(3, of: 100))) == nil)
    let big = MermaidEncoder.encode(Self.packages(6, of: 100))
    let said = try #require(MermaidEncoder.rendererLimits(big))
    #expect(said.hasPrefix("the Mermaid text has 600 edges and "))
    #expect(said.contains("(500 edges, 50000 characters; GitHub and GitLab among them)"))
  }
}
