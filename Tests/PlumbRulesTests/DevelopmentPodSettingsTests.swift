import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// What a development pod's podspec gives the targets that use it (issue 26, held-out set eight). The
/// `Xcode/PodModule` fixture: `Reader` gets the pod `Ledger.swift` (`module_name = 'Ledger'`), `ReaderEncrypted` its
/// subspec `Encrypted`, whose `user_target_xcconfig` adds `-D LEDGER_ENCRYPTED`; the pod's folder holds a project and
/// a package that each build a module `Ledger`.
@Suite struct DevelopmentPodSettingsTests {
  static let root = Fixtures.url("Xcode/PodModule")

  static func undeclared() throws -> [Finding] {
    try Pipeline(root: root).run().findings.filter { $0.ruleID == "undeclared-import" }
  }

  /// Before: `'Reader' imports 'Ledger (Ledger.xcodeproj)' but does not declare it`: the pod was taken for a module
  /// `Ledger_swift`, outside the graph.
  @Test func aPodIsDeclaredAsTheModuleItsPodspecNames() throws {
    let report = try Pipeline(root: Self.root).run()
    let pods = report.graph.dependencies.filter { $0.from.name == "Reader" }.map(\.to.description)
    #expect(pods == ["Ledger.xcodeproj/Ledger"])
    #expect(!report.findings.contains { $0.ruleID == "undeclared-import" && $0.message.contains("'Ledger") })
  }

  /// Before: `'ReaderEncrypted' imports 'LedgerSQLite'`, the `#else` of `#if LEDGER_ENCRYPTED`, an error.
  @Test func aPodsUserTargetFlagsAreDefinedForTheTargetsThatUseIt() throws {
    let report = try Pipeline(root: Self.root).run()
    let encrypted = try #require(report.graph.modules.first { $0.name == "ReaderEncrypted" })
    #expect(encrypted.build.definedConditions?.contains("LEDGER_ENCRYPTED") == true)
    let reader = try #require(report.graph.modules.first { $0.name == "Reader" })
    #expect(reader.build.definedConditions?.contains("LEDGER_FRAMEWORK") == true)
    #expect(reader.build.definedConditions?.contains("LEDGER_ENCRYPTED") == false)
    #expect(try Self.undeclared().map(\.message) == [])
  }
}
