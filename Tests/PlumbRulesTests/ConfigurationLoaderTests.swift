import Foundation
import PlumbRules
import PlumbTestSupport
import Testing

@Suite struct ConfigurationLoaderTests {
  func load(_ name: String) -> ConfigurationLoadResult {
    ConfigurationLoader().load(file: Fixtures.url("Config/\(name)"), displayPath: name)
  }

  @Test func reportsEveryErrorAtOnceWithLineAndColumn() {
    let result = load("broken.plumb.yml")
    #expect(result.hasErrors)
    #expect(
      result.diagnostics.map(\.description) == [
        "broken.plumb.yml:2:10: error: unknown preset 'no-such-preset'; presets: \(Presets.all.keys.sorted().joined(separator: ", "))",
        "broken.plumb.yml:6:5: error: a layer needs a 'name'",
        "broken.plumb.yml:9:15: error: unknown severity 'fatal'; use error, warning, note or off",
        "broken.plumb.yml:10:17: error: option 'max-cycles' of rule 'no-cycles' must be an integer",
        "broken.plumb.yml:11:3: warning: unknown rule 'no-cylces' (did you mean 'no-cycles'?)",
        "broken.plumb.yml:13:5: error: unknown layer 'Feature'",
      ])
  }

  @Test func unknownKeysAreWarningsWithASuggestion() {
    let result = load("warnings.plumb.yml")
    #expect(!result.hasErrors)
    #expect(
      result.diagnostics.map(\.description) == [
        "warnings.plumb.yml:2:1: warning: unknown key 'layer' in the configuration (did you mean 'layers'?)",
        "warnings.plumb.yml:7:5: warning: unknown key 'min-test-ration' in rule 'test-presence' (did you mean 'min-test-ratio'?)",
      ])
  }

  @Test func readsAValidConfiguration() throws {
    let result = load("valid.plumb.yml")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let configuration = result.configuration
    #expect(configuration.layers.map(\.name) == ["App", "Features", "Core"])
    #expect(configuration.layers.map(\.independent) == [false, true, false])
    #expect(configuration.layers[1].modules.map(\.pattern) == ["*Feature", "MacsList", "MacDetails"])
    #expect(configuration.layers[2].paths.map(\.pattern) == ["Packages/Core/**"])
    #expect(configuration.rules["no-cycles"]?.severity == .some(.warning))
    #expect(configuration.rules["no-cycles"]?.parameters == ["max-cycles": .integer(5)])
    #expect(configuration.severity(of: TestPresenceRule.self) == nil)
    #expect(configuration.severity(of: NoCyclesRule.self) == .warning)
    #expect(configuration.parameters(of: NoCyclesRule.self).integer("max-cycles") == 5)
    let policy = try #require(configuration.forbidden.first)
    #expect(policy.name == "no-feature-to-app")
    #expect(policy.comment == "features talk to the app through callbacks only")
    #expect(policy.from.layers == ["Features"])
    #expect(policy.to.roles == [.app])
    #expect(policy.location?.description == "valid.plumb.yml:17:5")
    #expect(configuration.ignores.map(\.reason) == ["the legacy module is being split (ticket 42)"])
    #expect(configuration.exclude.map(\.pattern) == ["Generated*"])
  }

  @Test func matchersSelectTypesByRoleAndName() throws {
    let yaml = """
      forbidden:
        - from: { role: [viewModel, app] }
          to: { type: "*Client", path: "**/Networking/**" }
        - from: { role: viewmodel }
          to: { module: Core }
      """
    let result = ConfigurationLoader().parse(yaml, file: "t.yml")
    let matcher = try #require(result.configuration.forbidden.first?.from)
    #expect(matcher.typeRoles == [.viewModel])
    #expect(matcher.roles == [.app])
    #expect(matcher.selectsTypes)
    #expect(result.configuration.forbidden.first?.to.types.map(\.pattern) == ["*Client"])
    #expect("\(result.configuration.forbidden[0].to)" == "path **/Networking/**, type *Client")
    #expect(result.diagnostics.map(\.description).contains { $0.hasPrefix("t.yml:4:19: error: unknown role 'viewmodel' (did you mean 'viewModel'?)") })
  }

  @Test func yamlSyntaxErrorsPointAtTheirPlace() {
    let result = ConfigurationLoader().parse("rules:\n  no-cycles: [error\n", file: "bad.yml")
    #expect(result.hasErrors)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.location?.file == "bad.yml")
    #expect((result.diagnostics.first?.location?.line ?? 0) >= 2)
  }

  @Test func ignoreEntriesNeedAReason() {
    let result = ConfigurationLoader().parse("ignore:\n  - rule: no-cycles\n", file: "c.yml")
    #expect(
      result.diagnostics.map(\.description) == [
        "c.yml:2:5: error: an entry of 'ignore' needs a 'reason': say why the finding is accepted"
      ])
  }

  @Test func wrongShapesAreErrors() {
    let result = ConfigurationLoader().parse("layers: App\nrules: [no-cycles]\n", file: "c.yml")
    #expect(
      result.diagnostics.map(\.description) == [
        "c.yml:1:9: error: 'layers' must be a list",
        "c.yml:2:8: error: 'rules' must be a mapping of keys to values",
      ])
  }

  @Test func extendsAFileRelativeToTheConfiguration() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-extends-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "layers:\n  - name: Core\n    modules: Core\nrules:\n  no-cycles: warning\n"
      .write(to: directory.appendingPathComponent("base.yml"), atomically: true, encoding: .utf8)
    try "extends: ./base.yml\nrules:\n  no-cycles:\n    max-cycles: 2\n"
      .write(to: directory.appendingPathComponent(".plumb.yml"), atomically: true, encoding: .utf8)
    let result = ConfigurationLoader().load(file: directory.appendingPathComponent(".plumb.yml"))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.configuration.layers.map(\.name) == ["Core"])
    #expect(result.configuration.severity(of: NoCyclesRule.self) == .warning)
    #expect(result.configuration.parameters(of: NoCyclesRule.self).integer("max-cycles") == 2)
  }

  @Test func extendsLoopsAreErrors() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-loop-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "extends: ./b.yml\n".write(to: directory.appendingPathComponent("a.yml"), atomically: true, encoding: .utf8)
    try "extends: ./a.yml\n".write(to: directory.appendingPathComponent("b.yml"), atomically: true, encoding: .utf8)
    let result = ConfigurationLoader().load(file: directory.appendingPathComponent("a.yml"), displayPath: "a.yml")
    #expect(result.diagnostics.map(\.description) == ["./b.yml:1:10: error: 'extends' loops back to './a.yml'"])
  }
}

@Suite struct ConfigurationEdgeCaseTests {
  @Test func aRuleNamedAloneIsTurnedOn() {
    let result = ConfigurationLoader().parse("rules:\n  max-fan-out:\n", file: "c.yml")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.configuration.severity(of: MaxFanOutRule.self) == .warning)
  }

  @Test func duplicateKeysAreErrors() {
    let result = ConfigurationLoader().parse("rules:\n  no-cycles: error\n  no-cycles: warning\n", file: "c.yml")
    #expect(result.hasErrors)
    #expect(result.diagnostics.first?.message.contains("no-cycles") == true)
  }

  @Test func anEmptyFileIsTheDefaults() {
    let result = ConfigurationLoader().parse("", file: "c.yml")
    #expect(result.diagnostics.isEmpty)
    #expect(result.configuration.severity(of: NoCyclesRule.self) == .error)
    #expect(result.configuration.severity(of: StableDependenciesRule.self) == nil)
  }
}
