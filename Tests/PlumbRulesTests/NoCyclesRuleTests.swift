import PlumbKit
import PlumbRules
import Testing

@Suite struct NoCyclesRuleTests {
  func findings(_ graph: String, configuration: String? = nil) throws -> [Finding] {
    let parsed = try ExampleGraph(parsing: graph)
    var config = Configuration()
    if let configuration {
      config = ConfigurationLoader().parse(configuration, file: "test.yml").configuration
    }
    return RuleRunner(rules: [NoCyclesRule.self]).run(graph: parsed.graph, configuration: config, sizes: [:]).findings
  }

  @Test func reportsEachElementaryCycleWithItsPath() throws {
    let found = try findings("A -> B; B -> A; B -> C; C -> A")
    #expect(found.map(\.message).sorted() == ["dependency cycle: A → B → A", "dependency cycle: A → B → C → A"])
    #expect(found.allSatisfy { $0.severity == .error && $0.ruleID == "no-cycles" })
    #expect(found.map { $0.modules.map(\.name) }.sorted { $0.count < $1.count } == [["A", "B"], ["A", "B", "C"]])
  }

  @Test func capsTheNumberOfCyclesAndSaysSo() throws {
    // A complete graph on 4 nodes has 20 elementary cycles.
    let edges = ["A", "B", "C", "D"].flatMap { from in
      ["A", "B", "C", "D"].filter { $0 != from }.map { "\(from) -> \($0)" }
    }
    let found = try findings(
      edges.joined(separator: "; "), configuration: "rules:\n  no-cycles:\n    max-cycles: 3\n")
    #expect(found.count == 3)
    #expect(found.flatMap(\.notes).contains { $0.contains("only the first 3 are reported") })
  }

  @Test func severityComesFromTheConfiguration() throws {
    let found = try findings("A -> B -> A", configuration: "rules:\n  no-cycles: warning\n")
    #expect(found.map(\.severity) == [.warning])
    #expect(try findings("A -> B -> A", configuration: "rules:\n  no-cycles: off\n").isEmpty)
  }

  @Test func fallsBackToTheModuleDeclarationWhenTheEdgeHasNoLocation() {
    let a = ModuleID(container: "P", name: "A")
    let b = ModuleID(container: "P", name: "B")
    let graph = ModuleGraph(
      modules: [
        Module(id: a, kind: .regular, declaredAt: Location(file: "Package.swift", line: 7, column: 5)),
        Module(id: b, kind: .regular),
      ],
      dependencies: [Dependency(from: a, to: b, kind: .target), Dependency(from: b, to: a, kind: .target)])
    let found = RuleRunner(rules: [NoCyclesRule.self]).run(graph: graph, configuration: Configuration(), sizes: [:])
      .findings
    #expect(found.map(\.location) == [Location(file: "Package.swift", line: 7, column: 5)])
  }

  @Test func notesTheCutAndWhetherItIsExact() throws {
    let exact = try findings("A -> B -> C -> A")
    #expect(exact.count == 1)
    #expect(exact[0].notes.count == 1)
    #expect(exact[0].notes[0].hasPrefix("cut "))
    let heuristic = try findings("A -> B -> C -> A", configuration: "rules:\n  no-cycles:\n    exact-limit: 2\n")
    #expect(heuristic[0].notes.last == "a heuristic cut, maybe not the minimum")
    // A component larger than the cycle: the note says how many edges break them all. Cutting A → B breaks both.
    let two = try findings("A -> B; B -> A; B -> C; C -> A").sorted { $0.modules.count < $1.modules.count }
    #expect(two.map { $0.notes.first?.hasPrefix("cut A → B") } == [true, true])
    #expect(two[0].notes.last?.hasPrefix("this cycle is one of those among 3 modules; cutting 1 edge (A → B)") == true)
    #expect(two[1].notes.count == 1)
  }
}
