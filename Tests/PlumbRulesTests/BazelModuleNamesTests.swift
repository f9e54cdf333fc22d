import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// Module names a Bazel workspace gives where plumb did not look (issue 26, held-out set eight; bitdriftlabs/capture-sdk):
/// a prebuilt xcframework whose files a rule of the workspace makes, and a target of an external repository built with a
/// BUILD file the app writes itself.
@Suite struct BazelModuleNamesTests {
  /// `apple_static_xcframework_import(xcframework_imports = [":expanded"])`, whose `genrule` writes
  /// `Dial.xcframework/...`, provides the module `Dial`: the viewer that depends on it declares its `import Dial`.
  /// Before: `'viewer' imports 'dial_lib' but does not declare it`, an error.
  @Test func aPrebuiltXcframeworkMadeByARuleProvidesItsModule() throws {
    let report = try Pipeline(root: Fixtures.url("Generators/Bazel/PrebuiltImport")).run()
    let imported = report.input.graph.modules.first { $0.id.name == "dial_xcframework" }
    #expect(imported?.moduleName == "Dial")
    #expect(report.findings.filter { $0.ruleID == "undeclared-import" }.map(\.message) == [])
  }

  /// `http_archive(name = "ChartKit", build_file = "@//third_party:ChartKit.BUILD")`, whose `swift_library` says
  /// `module_name = "Charts"`: the plotter's `import Charts` uses `@ChartKit//:chart_kit`.
  /// Before: `'plotter' declares a dependency on 'chart_kit' but its sources never import it`, a warning.
  @Test func anExternalRepositorysBuildFileNamesItsModules() throws {
    let report = try Pipeline(root: Fixtures.url("Generators/Bazel/ExternalBuildFile")).run()
    let external = report.input.graph.modules.first { $0.isExternal && $0.id.name == "chart_kit" }
    #expect(external?.moduleName == "Charts")
    #expect(report.findings.filter { $0.ruleID == "unused-dependency" }.map(\.message) == [])
  }
}
