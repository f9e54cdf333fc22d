import Foundation
import PlumbKit
@testable import PlumbModel
import PlumbRules
import PlumbTestSupport
import Testing

/// A target named as an SDK module in a project or package kept as a test resource (bazelbuild/tulsi's golden Xcode
/// projects have a test target named `XCTest`) is no `import XCTest` for the rest of the repository (issue 26, the
/// fourth held-out round: seventeen false errors). The `Rules/SDKNamedTarget` fixture: the package `Tool` and, in a
/// folder beside it, the package `Golden` whose one target is named `XCTest`.
@Suite struct SDKNamedTargetTests {
  static let root = Fixtures.url("Rules/SDKNamedTarget")

  /// Before: `'ToolCoreTests' imports 'XCTest' but does not declare it`, an error.
  @Test func anSDKNameMeansTheSDKForAnImporterThatCannotFindTheTarget() throws {
    let report = try Pipeline(root: Self.root).run()
    #expect(report.findings.filter { $0.ruleID == "undeclared-import" }.map(\.message) == [])
    let graph = report.graph
    let stub = try #require(graph.modules.first { $0.name == "XCTest" })
    let tests = try #require(graph.modules.first { $0.name == "ToolCoreTests" })
    let names = ModuleNameIndex(graph: graph)
    #expect(names.module(named: "XCTest", importedFrom: tests.id) == nil)
    #expect(names.candidates(named: "XCTest").map(\.id) == [stub.id])
  }
}
