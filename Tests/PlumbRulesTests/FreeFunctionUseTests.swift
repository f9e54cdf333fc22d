import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// A free function called through a module that re-exports its own (swift-navigation's `SwiftUINavigation` calls
/// `reportIssue(...)` and declares `IssueReporting`) uses the dependency that declares it: for a remote package, read
/// from its checkout (the `RemotePackages/Functions` fixture, its checkout in `RemotePackages/FunctionsCheckouts`).
@Suite struct FreeFunctionUseTests {
  static let root = Fixtures.url("RemotePackages/Functions")
  static let checkouts = Fixtures.url("RemotePackages/FunctionsCheckouts")

  func unused(packagesPath: URL?) throws -> [String] {
    let report = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: packagesPath)).run()
    return report.findings.filter { $0.ruleID == "unused-dependency" }.map(\.message)
  }

  /// Before: Settings' Reports was reported too. Without the checkout, the functions of Reports are unknown. With
  /// it, Profile's Reports is not reported either: Profile imports Routes, whose files re-export Reports, and plumb
  /// does not know which of a re-exported module's types the sources use (`import NIO` using NIOCore's
  /// `ByteBuffer`), so a product an imported umbrella re-exports counts as used.
  @Test func aRemoteFunctionCalledThroughAReexportUsesItsProduct() throws {
    let profile = "'Profile' declares a dependency on 'Reports' but its sources never import it or use its types"
    let settings = "'Settings' declares a dependency on 'Reports' but its sources never import it or use its types"
    #expect(try unused(packagesPath: Self.checkouts) == [])
    #expect(try unused(packagesPath: nil).sorted() == [profile, settings])
  }

  /// Only the products declared and not imported are read, and of their files only the public free functions are kept.
  @Test func onlyThePublicFunctionsOfProductsDeclaredWithoutAnImportAreRead() throws {
    let scanned = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: Self.checkouts)).loadAndScan()
    let facts = try #require(scanned.sourceFacts)
    #expect(facts.remoteFunctions == ["Reports": ["reportIssue"]])
    let settings = try #require(scanned.graph.modules.first { $0.name == "Settings" })
    #expect(facts.modules[settings.id]?.calledFunctions == ["reportIssue"])
    // A module's own functions (and methods called on `self`) are no calls into others.
    let profile = try #require(scanned.graph.modules.first { $0.name == "Profile" })
    #expect(facts.modules[profile.id]?.calledFunctions == [])
    // No finding or diagnostic is about a checkout's files.
    #expect(!scanned.diagnostics.contains { $0.location?.file.contains("FunctionsCheckouts") == true })
  }
}
