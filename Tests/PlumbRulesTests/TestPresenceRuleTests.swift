import PlumbKit
import PlumbRules
import Testing

@Suite struct TestPresenceRuleTests {
  @Test func namesTheUntestedModuleAndPointsAtItsDeclaration() throws {
    let parsed = try ExampleGraph(parsing: "App[app] -> Core; AppTests[test] -> App; Lib[external]; Macro[macro]")
    let found = RuleRunner(rules: [TestPresenceRule.self]).run(
      graph: parsed.graph, configuration: Configuration(), sizes: [:]
    ).findings
    #expect(found.map(\.message) == ["module 'Core' has no test target that depends on it"])
    #expect(found.map(\.severity) == [.warning])
    #expect(found.map { parsed.label(of: $0.location) } == ["module Core"])
  }
}

/// A module is tested by whichever test target depends on it directly, whatever its name; an interface module by
/// its implementation's tests; folders outside any target are not judged.
@Suite struct TestPresenceOwnershipTests {
  func findings(_ graph: String, configuration: Configuration = Configuration()) throws -> [String] {
    let parsed = try ExampleGraph(parsing: graph)
    return RuleRunner(rules: [TestPresenceRule.self]).run(graph: parsed.graph, configuration: configuration, sizes: [:])
      .findings.map(\.message)
  }

  @Test func aTestOfAnotherNameThatDependsOnTheModuleTestsIt() throws {
    #expect(try findings("Player -> Downloads; PlayerTests[test] -> Player; PlayerTests -> Downloads") == [])
    #expect(try findings("App[app] -> Networking; AppTests[test] -> App; AppTests -> Networking") == [])
  }

  @Test func reachingTheModuleThroughAnotherIsNotTestingIt() throws {
    #expect(
      try findings("Player -> Downloads; PlayerTests[test] -> Player") == [
        "module 'Downloads' has no test target that depends on it"
      ])
  }

  @Test func interfacesAreTestedThroughTheirImplementation() throws {
    #expect(try findings("Feature -> FeatureInterface; FeatureTests[test] -> Feature") == [])
    #expect(try findings("ApiClientLive -> ApiClient; ApiClientTests[test] -> ApiClient") == [])
    // A name alone is not enough: the two must depend on each other.
    #expect(
      try findings("FeatureInterface; Feature; FeatureTests[test] -> Feature") == [
        "module 'FeatureInterface' has no test target that depends on it"
      ])
  }

  @Test func foldersOutsideAnyTargetAreNotJudged() throws {
    #expect(try findings("Scripts[inferred]; Core; CoreTests[test] -> Core") == [])
  }
}
