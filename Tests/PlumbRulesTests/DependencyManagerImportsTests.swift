import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// Modules a dependency manager gives a target without a line of the target's own naming them as workspace modules
/// (issue 26, held-out set eleven, a vendored RxRealm in Provenance-Emu/Provenance).
@Suite struct DependencyManagerImportsTests {
  static func undeclared(_ fixture: String) throws -> (report: CheckReport, findings: [String]) {
    let report = try Pipeline(root: Fixtures.url(fixture)).run()
    let findings = report.findings.filter { $0.ruleID == "undeclared-import" }
      .map { "\($0.severity.rawValue) \($0.message)" }
    return (report, findings)
  }

  /// The `Generators/XcodeGen/CarthageDependencies` fixture: `Ledger` links `carthage: Pulse` and `carthage: Signal`
  /// (`findFrameworks`, whose `.Signal.version` lists `SignalUI`), `LedgerTests` `Pulse`, and a package `Mirror` builds
  /// the same libraries. Before: `Ledger` → `Pulse`, `SignalUI` and `LedgerTests` → `Pulse` were errors too.
  @Test func aCarthageFrameworkDeclaresItsModule() throws {
    let (_, findings) = try Self.undeclared("Generators/XcodeGen/CarthageDependencies")
    #expect(findings == ["error 'Audit' imports 'Pulse' but does not declare it as a dependency"])
  }
}
