import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// A folder that holds its own package manifest is a package, even when an enclosing target takes the folder: an old
/// root manifest's target whose `path:` is that folder, or a generator spec's target whose `sources:` are. The
/// package is read, its files are its targets' alone, and `.package(path:)` binds its products. Before, its files
/// went to the enclosing target (which declares nothing) and the package was never read.
@Suite struct PackageInTargetFolderTests {
  static func undeclared(_ report: CheckReport) -> [String] {
    report.findings.filter { $0.ruleID == "undeclared-import" }.map { "\($0.severity.rawValue) \($0.message)" }
  }

  static func owners(of file: String, in report: CheckReport) -> [String] {
    report.graph.modules.filter { $0.sources.contains(file) }.map { "\($0.id.container)/\($0.name)" }
  }

  @Test func aPackageInsideAnOuterTargetsFolderIsLoaded() throws {
    let report = try Pipeline(root: Fixtures.url("Packages/PackageInTargetFolder")).run()
    #expect(Self.owners(of: "Ledger/Sources/Ledger/Ledger.swift", in: report) == ["Ledger/Ledger"])
    #expect(Self.owners(of: "Ledger/Tests/LedgerTests/LedgerTests.swift", in: report) == ["Ledger/LedgerTests"])
    #expect(report.graph.modules.first { $0.id == ModuleID(container: "Shelf", name: "Ledger") }?.sources == [])
    // `Storefront`'s `.package(path: "../Ledger")` is the nested package, not the outer manifest's product.
    let storefront = ModuleID(container: "Storefront", name: "Storefront")
    #expect(
      report.graph.dependencies.filter { $0.from == storefront }.map(\.to) == [
        ModuleID(container: "Ledger", name: "Ledger")
      ])
    #expect(Self.undeclared(report) == [])
    #expect(!report.diagnostics.contains { $0.message.contains("Package.swift") })
  }

  @Test func aPackageInsideAnXcodeGenTargetsSourcesIsLoaded() throws {
    let report = try Pipeline(root: Fixtures.url("Generators/XcodeGen/PackageInSources")).run()
    #expect(Self.owners(of: "Receipts/Sources/Receipts/Receipt.swift", in: report) == ["Receipts/Receipts"])
    #expect(Self.owners(of: "Receipts/Package.swift", in: report) == [])
    #expect(Self.owners(of: "Kiosk/KioskApp.swift", in: report) == ["Kiosk.xcodeproj/Kiosk"])
    #expect(Self.undeclared(report) == [])
  }
}

