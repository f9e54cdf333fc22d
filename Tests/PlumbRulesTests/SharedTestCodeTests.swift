import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// Code the tests share (the `Rules/SharedTestCode` fixture): peripheryapp/periphery's test targets all depend on
/// `TestShared` (in `Tests/Shared`), which does `@testable import Indexer` and drives it in every test; plumb asked
/// for tests of `Indexer` and `ProjectDrivers`. What shared test code imports is tested by the tests that use it;
/// what it only declares is not, nor what product code that a test target alone depends on imports.
@Suite struct SharedTestCodeTests {
  static let root = Fixtures.url("Rules/SharedTestCode")

  @Test func modulesTheSharedTestCodeImportsAreTested() throws {
    let report = try Pipeline(root: Self.root).run()
    let asked = report.findings.filter { $0.ruleID == "test-presence" }.map(\.message).sorted()
    #expect(
      asked == [
        "module 'Formatter' has no test target that depends on it",
        "module 'Storage' has no test target that depends on it",
      ])
  }

  @Test func sharedTestCodeIsTestSupportOrKeptWithTheTestsAndUsedOnlyByThem() throws {
    let report = try Pipeline(root: Self.root).run()
    let graph = report.graph
    let shared = try #require(graph.modules.first { $0.name == "TestShared" })
    let engine = try #require(graph.modules.first { $0.name == "Engine" })
    #expect(graph.isSharedTestCode(shared))
    #expect(!graph.isSharedTestCode(engine))
  }
}
