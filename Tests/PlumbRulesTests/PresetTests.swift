import PlumbKit
import PlumbRules
import PlumbTestSupport
import Testing

@Suite struct PresetTests {
  @Test func everyArchitectureHasAPreset() {
    #expect(
      Presets.all.keys.sorted() == ["bba", "clean", "default", "mvc", "mvp-c", "mvvm", "mvvm-c", "vip", "viper"])
  }

  @Test(arguments: Presets.all.keys.sorted())
  func presetLoadsCleanly(name: String) {
    let result = ConfigurationLoader().parse("extends: \(name)\n", file: ".plumb.yml")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
    // Every preset builds on the default one.
    #expect(result.configuration.severity(of: NoCyclesRule.self) == .error)
  }

  @Test func bbaPresetFlagsTheThesisViolations() throws {
    // The BbA sample layout: an app target, and one package with Core and two feature modules.
    let app = ModuleID(container: "ClassicMac.xcodeproj", name: "ClassicMac")
    let macsList = ModuleID(container: "ClassicMacKit", name: "MacsList")
    let details = ModuleID(container: "ClassicMacKit", name: "MacDetails")
    let core = ModuleID(container: "ClassicMacKit", name: "Core")
    let graph = ModuleGraph(
      modules: [
        Module(id: app, kind: .app), Module(id: macsList, kind: .regular), Module(id: details, kind: .regular),
        Module(id: core, kind: .regular),
      ],
      dependencies: [
        Dependency(from: app, to: macsList, kind: .product(package: "ClassicMacKit", product: "MacsList")),
        Dependency(from: macsList, to: details, kind: .target),  // features must be independent
        Dependency(from: core, to: macsList, kind: .target),  // upwards
        Dependency(from: details, to: core, kind: .target),
      ])
    let configuration = ConfigurationLoader().parse("extends: bba\n", file: ".plumb.yml").configuration
    #expect(configuration.layers.map { $0.name } == ["App", "Modules", "Core", "Foundation"])
    let findings = RuleRunner().run(graph: graph, configuration: configuration, sizes: [:]).findings
    let byRule = Dictionary(grouping: findings, by: \.ruleID).mapValues { $0.map(\.message).sorted() }
    #expect(
      byRule["feature-independence"] == [
        "'MacsList' must not depend on 'MacDetails': both are independent modules of layer Modules"
      ])
    #expect(
      byRule["layer-direction"] == ["'Core' (layer Core) must not depend on 'MacsList' (layer Modules), a higher layer"]
    )
    #expect(byRule["no-cycles"] == ["dependency cycle: Core → MacsList → MacDetails → Core"])
    #expect(byRule["test-presence"]?.count == 4)
    #expect(findings.first { $0.ruleID == "test-presence" }?.severity == .error)
  }
}
