import PlumbKit
import PlumbModel
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

  /// A test target that links a package product standing for several targets (`MastodonSDK`, eight targets) does not
  /// test each of them: a target of the product counts as tested when the tests import it, or link it alone.
  @Test func aProductOfSeveralTargetsTestsOnlyWhatTheTestsImport() throws {
    let parsed = try ExampleGraph(parsing: "Kit; KitUI; Solo; AppTests[test]")
    var graph = parsed.graph
    func id(_ name: String) -> ModuleID { graph.modules.first { $0.name == name }!.id }
    let line = Location(file: "App.xcodeproj/project.pbxproj", line: 9)
    graph.add(Dependency(from: id("AppTests"), to: id("Kit"), kind: .product(package: "sdk", product: "SDK"), location: line))
    graph.add(Dependency(from: id("AppTests"), to: id("KitUI"), kind: .product(package: "sdk", product: "SDK"), location: line))
    graph.add(Dependency(from: id("AppTests"), to: id("Solo"), kind: .product(package: "solo", product: "Solo")))
    let found = RuleRunner(rules: [TestPresenceRule.self]).run(graph: graph, configuration: Configuration(), sizes: [:])
    #expect(
      found.findings.map(\.message) == [
        "module 'Kit' has no test target that depends on it", "module 'KitUI' has no test target that depends on it",
      ])
  }

  /// Build variants (`KeePassium Pro` compiles the files of the tested `KeePassium`) are tested through the tested
  /// target; a target with many files of its own is not.
  @Test func aBuildVariantOfATestedTargetIsTested() throws {
    let parsed = try ExampleGraph(parsing: "App[app]; AppPro[app]; AppLite[app]; AppTests[test] -> App")
    var graph = parsed.graph
    func give(_ name: String, _ files: [String]) {
      var module = graph.modules.first { $0.name == name }!
      module.sources = files
      graph.add(module)
    }
    let shared = (1...20).map { "App/File\($0).swift" }
    give("App", shared)
    give("AppPro", shared + ["Pro/Paywall.swift"])  // 20 of 21 files are the tested app's
    give("AppLite", Array(shared.prefix(10)) + (1...5).map { "Lite/Extra\($0).swift" })  // 10 of 15
    let found = RuleRunner(rules: [TestPresenceRule.self]).run(graph: graph, configuration: Configuration(), sizes: [:])
    #expect(found.findings.map(\.message) == ["module 'AppLite' has no test target that depends on it"])
  }
}
