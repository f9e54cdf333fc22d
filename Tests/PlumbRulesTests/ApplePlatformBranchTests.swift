import Foundation
import PlumbKit
import PlumbModel
import PlumbRules
import PlumbTestSupport
import Testing

/// A manifest that declares a target and a dependency on it under `#if os(macOS)`, read on another platform
/// (peripheryapp/periphery: `ProjectDrivers` depends on `XcodeSupport` only on a Mac; issue 26, the fourth held-out
/// round). What the branch declares is unknown here, so the import it serves is a note, never an error. The
/// `Rules/ApplePlatformBranch` fixture.
@Suite struct ApplePlatformBranchTests {
  static let root = Fixtures.url("Rules/ApplePlatformBranch")

  /// Before: `'Drivers' imports 'XcodeBridge' but does not declare it as a dependency`, an error.
  @Test func anImportABranchForAnotherPlatformMayDeclareIsANote() throws {
    let report = try Pipeline(root: Self.root).run()
    let findings = report.findings.filter { $0.ruleID == "undeclared-import" }
    #if os(macOS)
      #expect(findings.isEmpty)
    #else
      #expect(findings.map(\.severity) == [.note])
      #expect(findings.first?.message.contains("which no dependency plumb could read declares") == true)
      let drivers = try #require(report.graph.modules.first { $0.name == "Drivers" })
      #expect(drivers.build.unreadDependencies?.map(\.line) == [7, 15])
    #endif
  }
}
