import Foundation
import PlumbKit
import PlumbModel
@testable import PlumbRules
import PlumbTestSupport
import Testing

/// Tests declared where plumb could not read (issue 26, round seven; envoyproxy/envoy-mobile declares its Swift tests
/// with a macro of its own): a module no test target plumb read depends on is a note saying where the unread
/// definitions are, not a warning. The `Generators/Bazel/MacroTests` fixture: `Meter` and its tests, declared by the
/// repository's `meter_swift_test` macro.
@Suite struct UnreadTestsTests {
  /// Before: `module 'Meter' has no test target that depends on it`, a warning.
  @Test func aModuleWhoseTestsMayBeUnreadIsANote() throws {
    let report = try Pipeline(root: Fixtures.url("Generators/Bazel/MacroTests")).run()
    let unread = report.diagnostics.filter { $0.message.contains("'meter_swift_test'") }
    #expect(unread.map { $0.location?.file } == ["test/swift/BUILD"])
    let found = report.findings.filter { $0.ruleID == "test-presence" }
    #expect(
      found.map { "\($0.severity.rawValue) \($0.message)" } == [
        "note module 'Meter' has no test target plumb could read that depends on it"
      ])
    #expect(found.first?.notes.first?.hasPrefix("plumb could not read the targets declared at test/swift/BUILD:") == true)
  }

  /// With several unread macros, the note names the call that names the module, or a module that depends on it (the
  /// test macro's `deps`), not the first unread definition of the workspace (a lint command at the root's `BUILD`).
  /// Before: both notes named `BUILD:3`. A call of a test macro comes before a nearer call of another macro that names
  /// the module too (the header collector beside each library): before, the notes named `library/gauge/BUILD:12` and
  /// `library/dial/BUILD:11`.
  @Test func theNoteNamesTheUnreadCallThatNamesTheModule() throws {
    let report = try Pipeline(root: Fixtures.url("Generators/Bazel/MacroTestsAmongOthers")).run()
    let found = report.findings.filter { $0.ruleID == "test-presence" }.sorted { $0.message < $1.message }
    #expect(
      found.map { "\($0.severity.rawValue) \($0.message)" } == [
        "note module 'Dial' has no test target plumb could read that depends on it",
        "note module 'Gauge' has no test target plumb could read that depends on it",
      ])
    #expect(
      found.map { $0.notes.first ?? "" } == Array(
        repeating: "plumb could not read the targets declared at test/gauge/BUILD:3 (see the input problems); a test "
          + "target there may depend on it", count: 2))
  }

  /// Only BUILD files count, for Bazel targets: a manifest that reads an environment variable is read in the branch a
  /// standalone build takes (swift-format's `SWIFTCI_USE_LOCAL_DEPS`), test targets included.
  @Test func onlyDefinitionsThatMayDeclareItsTestsCount() {
    #expect(TestPresenceRule.isBazelFile("test/swift/BUILD"))
    #expect(TestPresenceRule.isBazelFile("Modules/Debug/BUILD.bazel"))
    #expect(TestPresenceRule.isBazelFile("bazel/swift_test.bzl"))
    #expect(!TestPresenceRule.isBazelFile("Config/Base.xcconfig"))
    #expect(!TestPresenceRule.isBazelFile("BUILDING.md"))
  }
}
