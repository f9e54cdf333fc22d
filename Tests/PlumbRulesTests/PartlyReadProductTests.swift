import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// A remote product whose modules are not all known still brings those the manifests read list (the
/// `RemotePackages/PartlyRead` fixture, its checkouts in `RemotePackages/PartlyReadCheckouts`): `Umbrella`'s target
/// lists `State`, and a package further down builds its products in code plumb does not evaluate.
@Suite struct PartlyReadProductTests {
  static let root = Fixtures.url("RemotePackages/PartlyRead")
  static let checkouts = Fixtures.url("RemotePackages/PartlyReadCheckouts")

  /// Before: "'Feature' imports 'State' but does not declare it as a dependency", hedged on a manifest on the way.
  @Test func anImportAProductSurelyBringsIsNotReported() throws {
    let report = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: Self.checkouts)).run()
    #expect(report.findings.filter { $0.ruleID == "undeclared-import" }.isEmpty)
    let umbrella = try #require(report.graph.modules.first { $0.isExternal && $0.name == "Umbrella" })
    #expect(umbrella.productModules == nil)
    #expect(umbrella.productModulesKnown == ["State", "Umbrella"])
  }
}
