import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// A target whose configuration file `#include`s a file missing from the checkout (a developer's own settings, kept
/// out of git) before it sets its own flag (issue 26, held-out set eight). The `Xcode/Configurations` fixture: the
/// framework `LedgerCore` picks its store with `#if LEDGER_REMOTE_STORE / #elseif LEDGER_EMBEDDED_STORE / #else`, and
/// its configuration file defines `LEDGER_EMBEDDED_STORE` after the missing include.
@Suite struct UnreadConfigurationFlagsTests {
  static let root = Fixtures.url("Xcode/Configurations")

  /// Before: every flag of the target was unknown, and both `import RemoteStore` and `import SystemStore` were errors.
  @Test func theFlagsReadAreKeptAndTheBranchesOfUnreadOnesAreNotes() throws {
    let report = try Pipeline(root: Self.root).run()
    let core = try #require(report.graph.modules.first { $0.name == "LedgerCore" })
    #expect(core.build.definedConditions == ["LEDGER_EMBEDDED_STORE"])
    #expect(core.build.definedConditionsArePartial == true)
    let findings = report.findings.filter { $0.ruleID == "undeclared-import" }
    // `#else import SystemStore` is not compiled: the flag the file sets picks the `#elseif`.
    #expect(!findings.contains { $0.message.contains("SystemStore") })
    // `#if LEDGER_REMOTE_STORE`: the missing file may define it.
    let remote = try #require(findings.first { $0.message.contains("RemoteStore") })
    #expect(remote.severity == .note)
    #expect(remote.notes.contains { $0.contains("could not be read") })
    #expect(findings.allSatisfy { $0.severity == .note })
  }

  @Test func aFlagOfTheLinesReadHoldsAndAnyOtherIsUnknown() {
    let partial = BuildCondition(
      BuildInfo(platforms: ["iOS"], definedConditions: ["LEDGER_EMBEDDED_STORE"]).partial())
    #expect(partial.evaluate("LEDGER_EMBEDDED_STORE") == true)
    #expect(partial.evaluate("LEDGER_REMOTE_STORE") == nil)
    #expect(partial.dependsOnUnreadFlags("LEDGER_REMOTE_STORE"))
    #expect(!partial.mayHold("!LEDGER_REMOTE_STORE && !LEDGER_EMBEDDED_STORE"))
    let complete = BuildCondition(BuildInfo(platforms: ["iOS"], definedConditions: ["LEDGER_EMBEDDED_STORE"]))
    #expect(complete.evaluate("LEDGER_REMOTE_STORE") == false)
    #expect(!complete.dependsOnUnreadFlags("LEDGER_REMOTE_STORE"))
  }
}

extension BuildInfo {
  fileprivate func partial() -> BuildInfo {
    var copy = self
    copy.definedConditionsArePartial = true
    return copy
  }
}
