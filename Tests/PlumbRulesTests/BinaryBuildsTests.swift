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
}
