import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// Modules with no code a test could run (the `Rules/NothingToTest` fixture): an empty namespace `enum`, types of
/// stored properties only, a placeholder `main.swift` that prints one line. passepartout's `CommonData` namespace and
/// `ppcli` placeholder were asked for tests; a module with a function or a closure still is.
@Suite struct NothingToTestTests {
  static let root = Fixtures.url("Rules/NothingToTest")

  @Test func modulesWithNothingToRunAreNotAskedForTests() throws {
    let report = try Pipeline(root: Self.root).run()
    let asked = report.findings.filter { $0.ruleID == "test-presence" }.map(\.message).sorted()
    #expect(
      asked == [
        "module 'Pricing' has no test target that depends on it",
        "module 'Toolkit' has no test target that depends on it",
        "module 'launcher' has no test target that depends on it",
      ])
  }

  @Test func theThresholdIsFunctionsClosuresAndTopLevelLines() {
    var facts = SourceFacts.ModuleFacts(lines: 2, files: 1, types: 1)
    #expect(facts.hasNothingToTest)
    facts.functions = 1
    #expect(!facts.hasNothingToTest)
    facts.functions = 0
    facts.typeChecking.untypedClosures = 1
    #expect(!facts.hasNothingToTest)
    facts.typeChecking.untypedClosures = 0
    facts.hasEntryPoint = true
    facts.lines = SourceFacts.ModuleFacts.trivialTopLevelLines + 1
    #expect(!facts.hasNothingToTest)
    facts.imports = [SourceFacts.Import(module: "Foundation", location: Location(file: "main.swift", line: 1))]
    #expect(facts.hasNothingToTest)
  }
}
