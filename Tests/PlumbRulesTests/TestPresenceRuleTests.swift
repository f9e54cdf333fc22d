import PlumbKit
import PlumbRules
import Testing

@Suite struct TestPresenceRuleTests {
  @Test func namesTheUntestedModuleAndPointsAtItsDeclaration() throws {
    let parsed = try ExampleGraph(parsing: "App[app] -> Core; AppTests[test] -> App; Lib[external]; Macro[macro]")
    let found = RuleRunner(rules: [TestPresenceRule.self]).run(
      graph: parsed.graph, configuration: Configuration(), sizes: [:]
    ).findings
    #expect(found.map(\.message) == ["module 'Core' has no test target of its own"])
    #expect(found.map(\.severity) == [.warning])
    #expect(found.map { parsed.label(of: $0.location) } == ["module Core"])
  }
}

@Suite struct TestPresenceOwnershipTests {
  @Test func namesTheTestsThatOnlyPassBy() throws {
    let parsed = try ExampleGraph(parsing: "Player -> Downloads; PlayerTests[test] -> Player; PlayerTests -> Downloads")
    let found = RuleRunner(rules: [TestPresenceRule.self]).run(
      graph: parsed.graph, configuration: Configuration(), sizes: [:]
    ).findings
    #expect(found.map(\.message) == ["module 'Downloads' has no test target of its own (only PlayerTests uses it)"])
  }
}
