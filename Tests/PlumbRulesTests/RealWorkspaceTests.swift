import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// The shapes of large real workspaces that made plumb wrong, each in the `Xcode/RealWorld` fixture: frameworks of
/// another project linked by file name, one framework built for two platforms under one module name (from an
/// included configuration file), package products linked without their package (one in the Frameworks phase only,
/// one of a package inside a synchronized folder), the tools 5.9 package layout, a documentation catalog, tool
/// folders, an import under a flag the target never defines, and a test bundle hosted by its app.
@Suite struct RealWorkspaceTests {
  static let root = Fixtures.url("Xcode/RealWorld")

  func edges(_ graph: ModuleGraph) -> [String] {
    graph.dependencies.map { "\($0.from) -> \($0.to)\($0.isEmbedded ? " (embedded)" : "")" }
  }

  @Test func graphHasEveryDeclaredEdgeAndNoLoaderWarnings() throws {
    // The declared graph (the loader does not scan sources).
    let workspace = try WorkspaceLoader().load(root: Self.root)
    #expect(workspace.diagnostics.map(\.description) == [])
    #expect(
      edges(workspace.graph) == [
        "Analytics/Analytics-Mocks -> Analytics/Analytics",
        "Analytics/AnalyticsTests -> Analytics/Analytics",
        "Analytics/AnalyticsTests -> Analytics/Analytics-Mocks",
        // Linked by product name alone: the package sits in the app project's synchronized folder; a dynamic
        // product the app also embeds.
        "App.xcodeproj/App -> Analytics/Analytics (embedded)",
        // In the Frameworks phase only, without its package: the workspace's package folder provides it.
        "App.xcodeproj/App -> DesignKit/DesignKit",
        // `Networking.framework` in BUILT_PRODUCTS_DIR, built by another project: the iOS build for the iOS app.
        "App.xcodeproj/App -> Networking.xcodeproj/Networking-iOS (embedded)",
        // Linked and embedded, never imported: needed at run time, so not an unused dependency.
        "App.xcodeproj/App -> Networking.xcodeproj/Storage (embedded)",
        // Hosted by the app (TEST_HOST and BUNDLE_LOADER).
        "App.xcodeproj/AppTests -> App.xcodeproj/App",
        "App.xcodeproj/ShopWatch -> Networking.xcodeproj/Networking-watchOS",
        // `.package(path: "../Tokens")` named by its manifest's name, DesignTokens.
        "DesignKit/DesignKit -> DesignTokens/Tokens",
        "DesignKit/DesignKitTests -> DesignKit/DesignKit",
        "DesignTokens/TokensTests -> DesignTokens/Tokens",
        "Networking.xcodeproj/NetworkingTests -> Networking.xcodeproj/Networking-iOS",
      ])
    let modules = Dictionary(uniqueKeysWithValues: workspace.graph.modules.map { ($0.id.description, $0) })
    // PRODUCT_NAME from a configuration file the target's configuration file includes; and from the settings.
    #expect(modules["Networking.xcodeproj/Networking-iOS"]?.moduleName == "Networking")
    #expect(modules["Networking.xcodeproj/Networking-watchOS"]?.moduleName == "Networking")
    // The watchOS build's configuration file is attached the Xcode 16 way (anchor and relative path).
    #expect(modules["Networking.xcodeproj/Networking-watchOS"]?.build.platforms == ["watchOS"])
    #expect(modules["App.xcodeproj/App"]?.build.platforms == ["iOS"])
    #expect(modules["Analytics/Analytics-Mocks"]?.moduleName == "Analytics_Mocks")
    #expect(modules["Networking.xcodeproj/Networking-iOS"]?.build.definedConditions == ["DEBUG", "NETWORK_LOGGING"])
    // Tools 5.9: sources directly in Sources/ and Tests/; the documentation catalog's snippet is not compiled.
    #expect(modules["DesignKit/DesignKit"]?.sources == ["Packages/DesignKit/Sources/ShopButton.swift"])
    #expect(modules["DesignKit/DesignKitTests"]?.sources == ["Packages/DesignKit/Tests/ShopButtonTests.swift"])
    // Scripts/ and the Dangerfile are tools, not modules.
    #expect(!workspace.graph.modules.contains { $0.kind == .inferred })
  }

  @Test func defaultRulesReportOnlyWhatIsTrue() throws {
    let report = try Pipeline(root: Self.root).run()
    #expect(report.diagnostics.isEmpty)
    // `import Networking` resolves to the build of each importer's platform; `#if BETA import BetaTools` is not
    // compiled for an app that never defines BETA; `#if canImport(Complications)` of a watchOS-only framework is no
    // note; the embedded framework and every product are used; the watch app (an application built for watchOS) is
    // left out of test-presence, like other extensions.
    #expect(
      report.findings.map { "\($0.ruleID): \($0.message)" } == [
        // The package defines ANALYTICS_DEBUG (`swiftSettings: [.define(...)]`), so that import is compiled and
        // undeclared; the one under INTERNAL, which nothing defines, is not.
        "undeclared-import: 'Analytics' imports 'DesignKit' but does not declare it as a dependency",
        "test-presence: module 'Networking-watchOS' has no test target that depends on it",
        // `Complications`, `BetaTools` and `Storage` hold one empty type each: nothing a test could run.
      ])
  }

  @Test func xcconfigIncludesAndInheritanceResolve() {
    let reader = XCConfigReader(root: Self.root)
    let (level, complete, diagnostics) = reader.read("Config/Networking.xcconfig")
    #expect(complete)  // the missing Secrets.xcconfig is an optional include
    #expect(diagnostics.isEmpty)
    #expect(level.values["PRODUCT_NAME"] == "Networking")
    let settings = XcodeBuildSettings(
      levels: [
        .init(values: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG"]), level,
        .init(values: ["OTHER_SWIFT_FLAGS": "$(inherited) -D BETA -DLEGACY"], conditional: ["OTHER_SWIFT_FLAGS": ["-D WATCH"]]),
      ],
      builtIn: ["TARGET_NAME": "Networking-iOS"], isComplete: true)
    #expect(settings.definedConditions == ["DEBUG", "NETWORK_LOGGING", "BETA", "LEGACY", "WATCH"])
    #expect(settings.moduleName == "Networking")
    let renamed = XcodeBuildSettings(levels: [], builtIn: ["TARGET_NAME": "My App-iOS"], isComplete: true)
    #expect(renamed.moduleName == "My_App_iOS")
  }
}
