import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// A unit test bundle runs inside its host app and compiles against what the app links: RevenueCat/purchases-ios's
/// `CarthageInstallationTests` imports the `RevenueCat.xcframework` its host links. A bundle that only depends on
/// the app counts the same; a UI test bundle (its own process) and a bundle whose host links nothing are still
/// reported.
@Suite struct HostedTestBinaryTests {
  static let root = Fixtures.url("Xcode/HostedTestBinary")

  @Test func aHostsLinkedFrameworkDeclaresItsModuleForTheBundle() throws {
    let report = try Pipeline(root: Self.root).run()
    let linked = Dictionary(
      uniqueKeysWithValues: report.graph.modules.filter { !$0.isExternal }.map { ($0.name, $0.build.linkedBinaryModules) })
    #expect(linked["ShopTests"] == ["Ledger"])
    #expect(linked["ShopLogicTests"] == ["Ledger"])
    #expect(linked["ShopUITests"] == .some(nil))
    #expect(linked["KioskTests"] == .some(nil))
    #expect(
      report.findings.filter { $0.ruleID == "undeclared-import" }.map { "\($0.severity.rawValue) \($0.message)" } == [
        "error 'KioskTests' imports 'Ledger' but does not declare it as a dependency",
        "error 'ShopUITests' imports 'Ledger' but does not declare it as a dependency",
      ])
  }
}

/// `swiftSettings: [.define(...)]` is per target, and a manifest that cannot be read whole (purchases-ios reads some
/// targets' flags from a file) still says what its other targets define: `TillTests` does not compile its
/// `#if TILL_PRO` import of TillPro, which only TillPro defines. Before, every target of such a manifest compiled
/// every `#if` branch, and the import was a false error.
@Suite struct PerTargetDefinesTests {
  @Test func anImportUnderAnotherTargetsFlagIsNotCompiled() throws {
    let report = try Pipeline(root: Fixtures.url("Packages/SourceNamedPackage")).run()
    #expect(
      report.findings.filter { $0.ruleID == "undeclared-import" }.map { "\($0.severity.rawValue) \($0.message)" } == [
        "error 'TillProTests' imports 'Till' but does not declare it as a dependency"
      ])
  }
}
