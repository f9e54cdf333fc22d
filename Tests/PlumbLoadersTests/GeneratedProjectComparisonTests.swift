import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// A generated project committed beside its spec: the spec is read, and where the project disagrees it is said,
/// at the spec's lines.
@Suite struct GeneratedProjectComparisonTests {
  func project(_ targets: [XcodeTarget], spec: String? = nil) -> XcodeProject {
    var project = XcodeProject(fileName: "App.xcodeproj", path: "App.xcodeproj", sourceRoot: "", targets: targets)
    project.specPath = spec
    return project
  }

  @Test func aStaleProjectIsReportedTargetByTarget() {
    let spec = project(
      [
        XcodeTarget(
          name: "App", productType: "com.apple.product-type.application", sources: ["App/A.swift", "App/New.swift"],
          dependencies: [XcodeTargetDependency(targetName: "Core", line: 9)], line: 4),
        XcodeTarget(name: "Core", productType: "com.apple.product-type.framework", sources: ["Core/C.swift"], line: 12),
      ], spec: "project.yml")
    let generated = project([
      XcodeTarget(
        name: "App", productType: "com.apple.product-type.application", sources: ["App/A.swift", "App/Old.swift"],
        packageProducts: [XcodePackageProduct(productName: "Nuke", package: nil)], line: 40),
      XcodeTarget(name: "Legacy", productType: "com.apple.product-type.framework", line: 60),
    ])
    let problems = GeneratedProjectComparison.differences(spec: spec, generated: generated, specFile: "project.yml")
    #expect(
      problems.map(\.description) == [
        "project.yml:4: warning: target 'App' differs from App.xcodeproj: 1 files only in the spec (App/New.swift); "
          + "1 files only in the project (App/Old.swift); 1 target dependencies only in the spec (Core); "
          + "1 package products only in the project (Nuke); App.xcodeproj is stale (generate it again)",
        "project.yml:12: warning: the spec declares target 'Core', which App.xcodeproj does not have: "
          + "App.xcodeproj is stale (generate it again)",
        "project.yml: warning: App.xcodeproj has target 'Legacy', which the spec does not declare: "
          + "App.xcodeproj is stale (generate it again)",
      ])
    #expect(GeneratedProjectComparison.differences(spec: spec, generated: spec, specFile: "project.yml").isEmpty)
  }

  /// A spec target with dependency entries plumb could not read (purchases-ios's `VanillaAdTrackingSample`, whose
  /// `.revenueCat` switches on an environment setting): what only the project links may be what those entries
  /// declare, so it is no sign of a stale project. What only the spec has still is.
  @Test func whatOnlyTheProjectLinksIsNoSignWhenTheSpecsEntriesWereNotAllRead() {
    var app = XcodeTarget(
      name: "App", productType: "com.apple.product-type.application", sources: ["App/A.swift"],
      dependencies: [XcodeTargetDependency(targetName: "Core", line: 9)], line: 4)
    app.build.unreadDependencies = [Location(file: "Project.swift", line: 8)]
    let spec = project([app], spec: "Project.swift")
    let generated = project([
      XcodeTarget(
        name: "App", productType: "com.apple.product-type.application", sources: ["App/A.swift"],
        dependencies: [XcodeTargetDependency(targetName: "Analytics", line: 30)],
        packageProducts: [XcodePackageProduct(productName: "Nuke", package: nil)], line: 40)
    ])
    #expect(
      GeneratedProjectComparison.differences(spec: spec, generated: generated, specFile: "Project.swift")
        .map(\.description) == [
          "Project.swift:4: warning: target 'App' differs from App.xcodeproj: 1 target dependencies only in the spec "
            + "(Core); App.xcodeproj is stale (generate it again)"
        ])
  }
}

/// The whole path: an XcodeGen spec with the project it generated committed beside it, one module added to the spec
/// since. The graph is the spec's, each module once, and the stale project is said at the spec's lines.
@Suite struct StaleGeneratedProjectTests {
  @Test func theSpecIsReadAndTheStaleProjectIsSaid() throws {
    let loaded = try WorkspaceLoader().load(root: Fixtures.url("Generators/StaleProject"))
    #expect(loaded.graph.containers.map(\.kind) == [.xcodeGen])
    #expect(loaded.graph.modules.map(\.id.description).filter { $0.hasSuffix("Module3") } == ["App.xcodeproj/Module3"])
    #expect(loaded.graph.modules.count == 9)
    #expect(
      loaded.diagnostics.map(\.description) == [
        "project.yml:40: warning: the spec declares target 'Module3', which App.xcodeproj does not have: "
          + "App.xcodeproj is stale (generate it again)",
        "project.yml:47: warning: the spec declares target 'Module3Tests', which App.xcodeproj does not have: "
          + "App.xcodeproj is stale (generate it again)",
        "project.yml:53: warning: target 'App' differs from App.xcodeproj: 1 target dependencies only in the spec "
          + "(Module3); App.xcodeproj is stale (generate it again)",
      ])
  }
}
