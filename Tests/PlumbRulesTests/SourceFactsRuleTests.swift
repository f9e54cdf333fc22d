import PlumbKit
import PlumbRuleExamples
import Testing

/// A rule that reads source facts, written the way the scanner-based rules will be: it proves the examples can
/// express imports and that such rules are skipped, with a note, when sources were not scanned.
struct ImportsMatchDeclarationsRule: Rule {
  static let info = RuleInfo(
    id: "imports-match-declarations", summary: "Imports and declared dependencies agree.",
    rationale: "A test double for the scanner-based rules.", defaultSeverity: .error)
  static let needsSourceFacts = true

  static let triggeringExamples = [
    RuleExample("App[app] -> Core; ↓App ..> Networking"),
    RuleExample("↓App[app] -/-> Core"),
  ]
  static let nonTriggeringExamples = [RuleExample("App[app] -> Core -> Networking")]

  init(parameters: RuleParameterValues) {}

  func check(_ context: RuleContext) -> [Finding] {
    guard let facts = context.sourceFacts else { return [] }
    var findings: [Finding] = []
    for module in context.graph.modules {
      let imports = facts.modules[module.id]?.imports ?? []
      let declared = context.graph.dependencies(of: module.id)
      for item in imports where !declared.contains(where: { $0.to.name == item.module }) {
        findings.append(context.finding("undeclared import of \(item.module)", at: item.location, modules: [module.id]))
      }
      for dependency in declared where !imports.contains(where: { $0.module == dependency.to.name }) {
        findings.append(
          context.finding("unused dependency on \(dependency.to.name)", at: dependency.location, modules: [module.id]))
      }
    }
    return findings
  }
}

@Suite struct SourceFactsRuleTests {
  @Test func examplesCanExpressImports() {
    let problems = RuleExampleVerifier.verify(ImportsMatchDeclarationsRule.self)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func exampleImportsBecomeSourceFacts() throws {
    let parsed = try ExampleGraph(parsing: "A -> B; A ..> C; A -/-> D")
    let a = ModuleID(container: ExampleGraph.container, name: "A")
    #expect(parsed.graph.dependencies.map(\.to.name) == ["B", "D"])
    #expect(parsed.sourceFacts.modules[a]?.imports.map(\.module) == ["B", "C"])
    #expect(
      parsed.sourceFacts.modules[a]?.imports.map(\.location.description) == [
        "Sources/A/A.swift:1:1", "Sources/A/A.swift:2:1",
      ])
  }

  @Test func skippedWithANoteWithoutScannedSources() throws {
    let graph = try ExampleGraph(parsing: "App[app] -/-> Core").graph
    var configuration = Configuration()
    configuration.rules["imports-match-declarations"] = .init()
    let result = RuleRunner(rules: [ImportsMatchDeclarationsRule.self]).run(
      graph: graph, configuration: configuration, sizes: [:])
    #expect(result.findings.isEmpty)
    #expect(
      result.diagnostics.map(\.description) == [
        "note: rule 'imports-match-declarations' skipped: it needs the sources scanned"
      ])
  }
}
