import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// A remote product of resource files only (a package of data files a library copies into its bundle, as the
/// block-checkpoint packages of wallet apps) has nothing to import: declaring it is no unused dependency, as a local
/// target without Swift sources is not. Known only from the package's checkout (the `RemotePackages/ResourceProduct`
/// fixture, its checkouts in `RemotePackages/ResourceProductCheckouts`).
@Suite struct ResourceProductTests {
  static let root = Fixtures.url("RemotePackages/ResourceProduct")
  static let checkouts = Fixtures.url("RemotePackages/ResourceProductCheckouts")
  static let bridge = "'Wallet' declares a dependency on 'Bridge' but its sources never import it or use its types"
  static let fees = "'Wallet' declares a dependency on 'FeeKit' but its sources never import it or use its types"
  static let starts = "'Wallet' declares a dependency on 'StartPoints' but its sources never import it or use its types"

  func unused(packagesPath: URL?) throws -> [String] {
    let report = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: packagesPath)).run()
    return report.findings.filter { $0.ruleID == "unused-dependency" }.map(\.message).sorted()
  }

  /// Before: `StartPoints` was reported beside `FeeKit` and `Bridge`. An Objective-C product (no Swift file, yet a
  /// module Swift imports, as WalletConnect's `WalletConnectRouter`) is still reported. Without the checkouts what
  /// they hold is unknown, and all three are.
  @Test func aProductOfResourcesOnlyIsNotUnused() throws {
    #expect(try unused(packagesPath: Self.checkouts) == [Self.bridge, Self.fees])
    #expect(try unused(packagesPath: nil) == [Self.bridge, Self.fees, Self.starts])
  }

  @Test func theScanSaysWhichProductsLinkNoSwiftFile() throws {
    let scanned = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: Self.checkouts)).loadAndScan()
    let facts = try #require(scanned.sourceFacts)
    #expect(facts.remoteProductsWithoutSwift.map(\.name) == ["StartPoints"])
  }
}
