import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// Uses of a dependency that module names alone do not show (issue 26, cause 7; the `Rules/UnseenUses` fixture): a
/// binary target whose module has another name than the target (passepartout's `PartoutCoreWrapper`, imported as
/// `PartoutCore`), and a module-qualified type of a module only a re-export makes visible (pocket-ios's
/// `ApolloAPI.Object`).
@Suite struct UnseenUsesTests {
  static let root = Fixtures.url("Rules/UnseenUses")

  func unused() throws -> [String] {
    let report = try Pipeline(root: Self.root, options: AnalysisOptions()).run()
    return report.findings.filter { $0.ruleID == "unused-dependency" }.map(\.message).sorted()
  }

  /// Before: `Providers` → `VendorBridge` and `Mocks` → `GraphAPI` were reported too (and `Dashboard` →
  /// `ChartBridge`, its `import ChartKit` unknown).
  @Test func aBinaryTargetsModuleAndAModuleQualifiedTypeUseTheirDependencies() throws {
    #expect(
      try unused() == [
        "'Catalog' declares a dependency on 'VendorBridge' but its sources never import it or use its types",
        "'Fixtures' declares a dependency on 'GraphAPI' but its sources never import it or use its types",
        "'Reports' declares a dependency on 'ChartBridge' but its sources never import it or use its types",
      ])
  }

  /// An `.xcframework` folder in the checkout names its modules: `ChartsBinary` builds `ChartKit`, so `import
  /// ChartKit` resolves to it and an import of another unknown module no longer keeps a dependency that reaches it.
  /// A binary target to download stays unknown.
  @Test func anXCFrameworkFolderNamesTheModulesOfItsBinaryTarget() throws {
    let graph = try Pipeline(root: Self.root, options: AnalysisOptions()).loadAndScan().graph
    let charts = try #require(graph.modules.first { $0.name == "ChartsBinary" })
    #expect(charts.moduleName == "ChartKit")
    #expect(charts.productModules == ["ChartKit"])
    let vendor = try #require(graph.modules.first { $0.name == "VendorCoreWrapper" })
    #expect(vendor.productModules == nil)
    #expect(vendor.moduleName == "VendorCoreWrapper")
  }

  /// The first part of a dotted type name is kept per module (`GraphAPI.Object` in a type, `Objects.Shelf` as a
  /// value); bare names give none.
  @Test func dottedTypeNamesGiveTheirQualifiers() throws {
    let scanned = try Pipeline(root: Self.root, options: AnalysisOptions()).loadAndScan()
    let facts = try #require(scanned.sourceFacts)
    let mocks = try #require(scanned.graph.modules.first { $0.name == "Mocks" })
    let catalog = try #require(scanned.graph.modules.first { $0.name == "Catalog" })
    #expect(facts.modules[mocks.id]?.typeQualifiers == ["GraphAPI", "Objects"])
    #expect(facts.modules[catalog.id]?.typeQualifiers == [])
  }
}
