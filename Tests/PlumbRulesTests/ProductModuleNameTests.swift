import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// Remote products named otherwise than the one target each lists (the `RemotePackages/ProductTargets` fixture, its
/// checkout in `RemotePackages/ProductTargetsCheckouts`): the sources import the target's module, which is the
/// product's module.
@Suite struct ProductModuleNameTests {
  static let root = Fixtures.url("RemotePackages/ProductTargets")
  static let checkouts = Fixtures.url("RemotePackages/ProductTargetsCheckouts")

  static func message(_ module: String, _ dependency: String) -> String {
    "'\(module)' declares a dependency on '\(dependency)' but its sources never import it or use its types"
  }

  /// Before: `Messenger`'s `TalkKit` and `TalkKitSigning` were reported, their modules `TalkSession` and `Signing`
  /// being brought by `TalkSuite` too. `Inbox`, which imports nothing of them, still is.
  @Test func aProductWhoseTargetsModuleIsImportedIsUsed() throws {
    let options = AnalysisOptions(packagesPath: Self.checkouts)
    let report = try Pipeline(root: Self.root, options: options).run()
    let unused = report.findings.filter { $0.ruleID == "unused-dependency" }.map(\.message)
    #expect(unused == [Self.message("Inbox", "TalkKit")])
    let graph = try Pipeline(root: Self.root, options: options).load().graph
    let names = graph.modules.filter(\.isExternal).map { "\($0.name)=\($0.moduleName)" }.sorted()
    #expect(names == ["TalkKit=TalkSession", "TalkKitSigning=Signing", "TalkSuite=TalkSuite"])
  }
}
