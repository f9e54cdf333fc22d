import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// A remote binary product built from one framework several ways (the `RemotePackages/BinaryBuilds` fixture, its
/// checkout in `RemotePackages/BinaryBuildsCheckouts`): the binary target `CrashKit-Dynamic` beside `CrashKit` holds
/// the framework `CrashKit`, so `import CrashKit` uses the product `CrashKit-Dynamic`.
@Suite struct BinaryBuildsTests {
  static let root = Fixtures.url("RemotePackages/BinaryBuilds")
  static let checkouts = Fixtures.url("RemotePackages/BinaryBuildsCheckouts")

  /// Before: `Reporting`'s `CrashKit-Dynamic` was reported, its module taken to be `CrashKit_Dynamic` only. `Audit`,
  /// which imports the package's other framework `Ledger`, still is.
  @Test func aBinaryProductIsUsedThroughTheModuleOfThePlainBuild() throws {
    let options = AnalysisOptions(packagesPath: Self.checkouts)
    let report = try Pipeline(root: Self.root, options: options).run()
    let unused = report.findings.filter { $0.ruleID == "unused-dependency" }.map(\.message)
    #expect(
      unused == [
        "'Audit' declares a dependency on 'CrashKit-Dynamic' but its sources never import it or use its types"
      ])
    let graph = try Pipeline(root: Self.root, options: options).load().graph
    let brought = graph.modules.filter(\.isExternal).map { "\($0.name)=\($0.productModules ?? [])" }
    #expect(brought == ["CrashKit-Dynamic=[\"CrashKit\", \"CrashKit_Dynamic\"]"])
  }

  /// Before: `Tracing`'s `TraceFramework`, one remote binary target whose framework is `TraceSDK`, was reported though
  /// `Tracing` imports `TraceSDK`, which nothing known builds (the `RemotePackages/RenamedBinary` fixture, its
  /// checkouts in `RemotePackages/RenamedBinaryCheckouts`). `Dashboard`, whose one import is swift-shelves' module
  /// `ShelfIndex` (known from that checkout, though no declared product is named so), still is.
  @Test func aBinaryOnlyProductIsUsedByAnImportNothingElseExplains() throws {
    let root = Fixtures.url("RemotePackages/RenamedBinary")
    let options = AnalysisOptions(packagesPath: Fixtures.url("RemotePackages/RenamedBinaryCheckouts"))
    let report = try Pipeline(root: root, options: options).run()
    let unused = report.findings.filter { $0.ruleID == "unused-dependency" }.map(\.message)
    #expect(
      unused == [
        "'Dashboard' declares a dependency on 'TraceFramework' but its sources never import it or use its types"
      ])
    let facts = try #require(try Pipeline(root: root, options: options).loadAndScan().sourceFacts)
    #expect(facts.remoteBinaryOnlyProducts.map(\.name) == ["TraceFramework"])
    #expect(facts.remoteModuleNames == ["ShelfIndex", "Shelves", "TraceRemoteBinary"])
  }
}
