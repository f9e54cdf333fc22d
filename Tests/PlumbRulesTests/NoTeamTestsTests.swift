import Foundation
import PlumbKit
@testable import PlumbModel
import PlumbRules
import PlumbTestSupport
import Testing

/// Code no team writes tests for, as the third held-out round showed it (issue 26, round seven): plugin bundles whose
/// principal class only hands a type to the host (Trio's sensor and pump plugins), test support (a testing kit, mock
/// devices and what only they use), developer tools (a documentation generator, a build script, a fixture generator
/// in `bin/`, a code generator in `dev/`) and test apps (in a `test` folder, or named as one). The
/// `Rules/NoTeamTests` fixture has one of each, beside an untested view model and a shipped command-line tool that
/// stay reported.
@Suite struct NoTeamTestsTests {
  static let root = Fixtures.url("Rules/NoTeamTests")

  func untested(configuration: String? = nil) throws -> [String] {
    let parsed = ConfigurationLoader().parse(configuration ?? "", file: "plumb.yml").configuration
    let report = try Pipeline(root: Self.root, configuration: parsed).run()
    return report.findings.filter { $0.ruleID == "test-presence" }.map(\.message).sorted()
  }

  /// Before: the eight beside the product and the plugin bundle were asked for tests too. `SensorPlugin`, a SwiftPM
  /// target of the same code, is no bundle a host loads, and stays asked; so is `DexterStrings`, which the plugin
  /// links.
  @Test func onlyTheCodeATeamTestsIsAskedForTests() throws {
    #expect(
      try untested() == [
        "module 'DexterStrings' has no test target that depends on it",
        "module 'SensorPlugin' has no test target that depends on it",
        "module 'SensorUI' has no test target that depends on it",
        "module 'glucose-cli' has no test target that depends on it",
      ])
  }

  @Test func includeExamplesBringsTheCodeBesideTheProductBack() throws {
    let all = try untested(configuration: "rules:\n  test-presence:\n    include-examples: true\n")
    let names = all.compactMap { $0.split(separator: "'").dropFirst().first.map(String.init) }
    #expect(
      names.sorted() == [
        "DexterStrings", "MockSensor", "MockSensorUI", "ReaderHarness", "ReadingTestingKit", "ReplayEngine",
        "SensorPlugin", "SensorUI", "SignalTestApp", "build", "generate-docs", "glucose-cli", "make-fixtures",
      ])
  }

  /// Each reason on its own: the one place that decides what is product code says why.
  @Test func eachIsCodeBesideTheProductForItsReason() throws {
    let graph = try Pipeline(root: Self.root).load().graph
    func module(_ name: String) throws -> Module { try #require(graph.modules.first { $0.name == name }) }
    // Test support: by name, and through the mocks that alone use it.
    for name in ["ReadingTestingKit", "MockSensor", "MockSensorUI", "ReplayEngine"] {
      #expect(graph.isTestSupport(try module(name)), "\(name)")
    }
    // A module only tests use is what they test (unless named so); what other modules use is product code.
    for name in ["Units", "SampleHistories", "Glucose", "SensorUI"] {
      #expect(!graph.isTestSupport(try module(name)), "\(name)")
    }
    // Developer tools: a chore's name and no product ships it, a tools folder, or a `dev` folder at the root.
    for name in ["generate-docs", "build", "make-fixtures", "glucose-dev-tool"] {
      #expect(graph.isDeveloperTool(try module(name)), "\(name)")
    }
    #expect(!graph.isDeveloperTool(try module("glucose-cli")))
    #expect(!graph.isDeveloperTool(try module("SensorUI")))
    // Test apps: in a `test` folder, or named as one.
    #expect(graph.isExample(try module("ReaderHarness")))
    #expect(graph.isExample(try module("SignalTestApp")))
    for name in ["SignalTestApp", "UnitTestHost", "TestsHostApp", "UITestingApp"] {
      #expect(ModuleGraph.isTestAppName(name), "\(name)")
    }
    for name in ["TestFlightApp", "Contest", "HostApp"] { #expect(!ModuleGraph.isTestAppName(name), "\(name)") }
    for name in ["MockKitUI", "LoopTestingKit", "_SwiftFormatTestSupport", "TestHelpers", "Fixtures"] {
      #expect(ModuleGraph.isTestSupportName(name), "\(name)")
    }
    for name in ["Testimonials", "Mockingbird", "Latest", "StubbornKit"] {
      #expect(!ModuleGraph.isTestSupportName(name), "\(name)")
    }
  }

  /// A plugin bundle nothing links whose principal class decides nothing (`isPluginBundle`); a framework the plugin
  /// links is a library however small, a SwiftPM target is no bundle, and one branch more makes it worth a test.
  @Test func aPluginBundleThatDecidesNothingIsNotAskedForTests() throws {
    let scanned = try Pipeline(root: Self.root).loadAndScan()
    let facts = try #require(scanned.sourceFacts)
    let graph = scanned.graph
    func module(_ name: String) throws -> Module { try #require(graph.modules.first { $0.name == name }) }
    let plugin = try module("DexterPlugin")
    #expect(graph.isPluginBundle(plugin, facts: facts.modules[plugin.id]))
    #expect(facts.modules[plugin.id]?.hasNoLogic == true)
    let strings = try module("DexterStrings")
    #expect(facts.modules[strings.id]?.hasNoLogic == true)
    #expect(!graph.isPluginBundle(strings, facts: facts.modules[strings.id]))
    let target = try module("SensorPlugin")
    #expect(facts.modules[target.id]?.hasNoLogic == true)
    #expect(!graph.isPluginBundle(target, facts: facts.modules[target.id]))
    let view = try module("SensorUI")
    #expect(facts.modules[view.id]?.hasNoLogic == false)
    var branching = try #require(facts.modules[plugin.id])
    branching.maxCyclomaticComplexity = 2
    #expect(!graph.isPluginBundle(plugin, facts: branching))
  }
}
