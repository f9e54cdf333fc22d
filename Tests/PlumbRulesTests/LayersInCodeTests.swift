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
    #expect(FeatureFolders.unit(of: "App/Features/Home/Views/HomeView.swift", in: Glob("**/Features/**")) == "App/Features/Home")
    #expect(FeatureFolders.unit(of: "Features/Profile/ProfileView.swift", in: Glob("Features/**")) == "Features/Profile")
    // A file right in the plain folder is its own unit: its folder.
    #expect(FeatureFolders.unit(of: "App/Features/Shared.swift", in: Glob("**/Features/**")) == "App/Features")
  }

  /// A layer's path glob and the rules' `feature-folders` glob name the same folders: one definition of a feature
  /// folder. The outermost match wins: a feature's own `Features` sub-folder is part of it.
  @Test func layerUnitsAndFeatureFoldersAreTheSameFolders() {
    let path = "App/Features/Home/Features/Banner/BannerView.swift"
    #expect(FeatureFolders.unit(of: path, in: Glob("**/Features/**")) == "App/Features/Home")
    #expect(FeatureFolders.first(of: path, matching: [Glob("**/Features/*")]) == "App/Features/Home")
    #expect(FeatureFolders.folders(under: Glob("Sources/**/Scenes/**"))?.pattern == "Sources/**/Scenes/*")
    #expect(FeatureFolders.folders(under: Glob("**/*.swift")) == nil)
    #expect(FeatureFolders.unit(of: "App/Root/AppView.swift", in: Glob("**/*.swift")) == "App/Root")
  }

  /// One list of feature folders: the rules' `feature-folders` default is `FeatureFolders.defaultPatterns`, which the
  /// folder graph splits by too; a coordinator app's flows (`Flows/Onboarding`) are features of it.
  @Test func flowsAreFeatureFoldersByDefault() throws {
    #expect(FeatureMap.foldersParameter.defaultValue == .strings(FeatureFolders.defaultPatterns))
    #expect(FeatureFolders.first(of: "App/Flows/Checkout/CheckoutView.swift", matching: FeatureFolders.defaultGlobs)
      == "App/Flows/Checkout")
    // Inside a module's own folder: a package under `Modules/` is judged as the module it is.
    let globs = FeatureFolders.defaultGlobs
    let banner = "Modules/Home/Features/Banner/BannerView.swift"
    #expect(FeatureFolders.first(of: banner, matching: globs, inside: "Modules/Home") == "Modules/Home/Features/Banner")
    #expect(FeatureFolders.first(of: "Modules/Home/HomeView.swift", matching: globs, inside: "Modules/Home") == nil)
    let configuration = ConfigurationLoader().parse(
      "rules:\n  flow-through-app: warning\n", file: "test.plumb.yml"
    ).configuration
    let report = try Pipeline(root: Fixtures.url("Folders/FlowFolders"), configuration: configuration).run()
    let findings = report.findings.filter { $0.ruleID == "flow-through-app" }
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("CheckoutViewModel") == true)
    #expect(findings.first?.location?.file == "Sources/App/Flows/Onboarding/OnboardingViewModel.swift")
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

/// `forbidden`, `allowed` and `required` entries that select files and types, on a one-target sample through the
/// real pipeline (which builds the code index only because an entry asks for it).
@Suite struct PoliciesInCodeTests {
  static func findings(_ yaml: String) throws -> [String] {
    try LayersInCodeTests.check("ClassicMac/MVVM", "extends: default\n" + yaml).input.findings
      .filter { ["forbidden-dependency", "allowed-dependencies", "required-dependency"].contains($0.ruleID) }
      .map { "\($0.ruleID) \($0.location.map { "\($0.file):\($0.line)" } ?? "?") \($0.message)" }
  }

  static let viewModels = "Sources/ClassicMacMVVM/Features"

  @Test func forbiddenSelectsTypesByRoleAndFilesByPath() throws {
    let found = try Self.findings(
      """
      forbidden:
        - name: persistence-behind-view-models
          from: { role: view }
          to: { path: "**/Shared/Persistence/**" }
        - from: { role: viewModel }
          to: { type: "UserDefaults*" }
      """)
    // The views reach their stores only through the view models; no view model names the concrete store.
    #expect(found == [])
    let networking = try Self.findings(
      """
      forbidden:
        - from: { role: viewModel }
          to: { path: "**/Shared/Networking/**" }
      """)
    #expect(networking == [
      "forbidden-dependency \(Self.viewModels)/MacsList/ViewModels/MacsListViewModel.swift:8 'MacsListViewModel' must not use 'MacsFetching'"
    ])
  }

  @Test func allowedRestrictsOnlyWhatLeavesTheSelection() throws {
    let found = try Self.findings(
      """
      allowed:
        - from: { path: "**/Features/**" }
          to: { path: ["**/Models/**", "**/Shared/Persistence/**", "**/Shared/UIComponents/**"] }
      """)
    // Feature files use each other freely; what leaves Features for the network is the one finding.
    #expect(found == [
      "allowed-dependencies \(Self.viewModels)/MacsList/ViewModels/MacsListViewModel.swift:8 'MacsListViewModel' may not use 'MacsFetching': not among its allowed dependencies"
    ])
  }

  @Test func requiredJudgesEachSelectedType() throws {
    let found = try Self.findings(
      """
      required:
        - from: { role: viewModel }
          to: { type: "*Storing" }
      """)
    #expect(found == [])
    let missing = try Self.findings(
      """
      required:
        - from: { role: viewModel }
          to: { type: "MacsFetching" }
      """)
    #expect(missing.count == 2)
    #expect(missing.allSatisfy { $0.contains("must use a type or module matching type MacsFetching") })
  }
}
