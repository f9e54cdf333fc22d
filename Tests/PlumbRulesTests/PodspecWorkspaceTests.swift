import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

/// The development pods of the `Generators/Podspec` fixture, read from their podspecs, through the default rules:
/// every dependency a podspec declares is imported (Analytics declares Segment for its test spec, which inherits it
/// and imports it: not unused), the test specs test their pods, and only Catalog, which no test imports, is reported.
@Suite struct PodspecWorkspaceTests {
  @Test func defaultRulesReportOnlyWhatIsTrue() throws {
    let report = try Pipeline(root: Fixtures.url("Generators/Podspec")).run()
    #expect(
      report.diagnostics.map(\.description) == [
        "LocalPods/Catalog/Catalog.podspec:11: note: a podspec value that is not a literal is not read: "
          + "spec.dependency extra_pod if extra_pod"
      ])
    #expect(report.input.analysedModuleCount == 7)
    #expect(
      report.findings.map { "\($0.ruleID): \($0.message)" } == [
        "test-presence: module 'Catalog' has no test target that depends on it"
      ])
  }
}
