import Foundation
import PlumbKit
import PlumbModel
import PlumbRules
import PlumbTestSupport
import Testing

/// Layers that hold files and types, not only modules: one target laid out in folders has layers too.
@Suite struct LayersInCodeTests {
  @Test func rolesOfModulesAndTypesAndTypeGlobsAreRead() {
    let yaml = """
      layers:
        - name: Screens
          roles: [app, viewModel, view]
        - name: Data
          types: ["*Repository", "*Store"]
        - name: Bad
          roles: [viewmodel]
      """
    let loaded = ConfigurationLoader().parse(yaml, file: "test.plumb.yml")
    let layers = loaded.configuration.layers
    #expect(layers.first?.roles == [.app])
    #expect(layers.first?.typeRoles == [.viewModel, .view])
    #expect(layers.dropFirst().first?.types.map(\.pattern) == ["*Repository", "*Store"])
    #expect(loaded.diagnostics.contains { $0.message.contains("unknown role 'viewmodel' (did you mean 'viewModel'?)") })
  }

  @Test func featureFolderIsTheFolderAfterTheGlobsLastPlainFolder() {
    #expect(CodeLayers.unit(of: "App/Features/Home/Views/HomeView.swift", in: Glob("**/Features/**")) == "App/Features/Home")
    #expect(CodeLayers.unit(of: "Features/Profile/ProfileView.swift", in: Glob("Features/**")) == "Features/Profile")
    // A file right in the plain folder is its own unit: its folder.
    #expect(CodeLayers.unit(of: "App/Features/Shared.swift", in: Glob("**/Features/**")) == "App/Features")
  }

  static func check(_ sample: String, _ yaml: String) throws -> CheckReport {
    let configuration = ConfigurationLoader().parse(yaml, file: "test.plumb.yml").configuration
    return try Pipeline(root: Fixtures.sample(sample), configuration: configuration).run()
  }

  @Test func aTargetInFoldersIsJudgedFileByFile() throws {
    // The MVVM sample is one target. Turned upside down, its folders break the layers: Shared above Features.
    let report = try Self.check(
      "ClassicMac/MVVM",
      """
      layers:
        - name: Shared
          paths: ["**/Shared/**"]
        - name: Features
          paths: ["**/Features/**"]
      rules:
        layer-direction: error
        test-presence: off
      """)
    let findings = report.input.findings.filter { $0.ruleID == "layer-direction" }
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0.message.contains("(layer Features) must not use") })
    #expect(findings.allSatisfy { $0.location?.file.contains("/Features/") == true })
  }

  @Test func aDeclaredLayerThatMatchesNothingIsAWarningNamingIt() throws {
    let report = try Self.check(
      "ClassicMac/MVVM",
      """
      layers:
        - name: Features
          paths: ["**/Features/**"]
        - name: Domain
          paths: ["**/Domain/**"]
      rules:
        layer-direction: error
      """)
    let warnings = report.input.diagnostics.filter { $0.message.contains("matches no module, file or type") }
    #expect(warnings.map(\.message) == ["layer 'Domain' matches no module, file or type: it checks nothing"])
  }
}
