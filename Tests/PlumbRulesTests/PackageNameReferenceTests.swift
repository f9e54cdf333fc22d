import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// A manifest below tools version 5.2 that names a remote dependency by the name the dependency's own manifest gives
/// it (`.product(name: "LanternUI", package: "Lantern")` for `lantern-kit.git`, named `Lantern`): the
/// `RemotePackages/PackageNames` fixture, its checkout in `RemotePackages/PackageNamesCheckouts`.
@Suite struct PackageNameReferenceTests {
  static let root = Fixtures.url("RemotePackages/PackageNames")
  static let checkouts = Fixtures.url("RemotePackages/PackageNamesCheckouts")

  /// Before: "package 'Lantern' is not among the dependencies of package 'PackageNames'", and the product an
  /// external package of its own, whose checkout was unknown.
  @Test func anOlderManifestNamesARemotePackageByItsManifestsName() throws {
    let options = AnalysisOptions(packagesPath: Self.checkouts)
    let loaded = try Pipeline(root: Self.root, options: options).load()
    #expect(!loaded.diagnostics.contains { $0.message.contains("is not among the dependencies") }, "\(loaded.diagnostics)")
    let porch = try #require(loaded.graph.modules.first { $0.name == "Porch" })
    let targets = loaded.graph.dependencies.filter { $0.from == porch.id }.map { "\($0.to.container) \($0.to.name)" }
    #expect(targets == ["external:lantern-kit LanternUI"])
    let report = try Pipeline(root: Self.root, options: options).run()
    #expect(!report.findings.contains { $0.ruleID == "undeclared-import" }, "\(report.findings.map(\.message))")
  }
}
