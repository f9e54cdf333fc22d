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

  /// The `Generators/XcodeGen/DevelopmentPodDependencies` fixture: `Demo` gets the development pod `Beacon`, whose
  /// folder also holds a package and a framework project (its module); the podspec depends on `Relay` and
  /// `Tally/Core`, which CocoaPods installs for `Demo` too. Before: `Demo` → `Relay`, `Tally` were errors.
  @Test func aDevelopmentPodBringsThePodsItsPodspecDependsOn() throws {
    let (report, findings) = try Self.undeclared("Generators/XcodeGen/DevelopmentPodDependencies")
    let demo = report.graph.dependencies.filter { $0.from.name == "Demo" }
      .map { "\($0.to) at \($0.location?.description ?? "?")" }
    #expect(
      demo == [
        "Beacon.xcodeproj/Beacon at Demo/Podfile:6", "external:cocoapods/Relay at Demo/Podfile:6",
        "external:cocoapods/Tally at Demo/Podfile:6",
      ])
    // `Kiosk` gets no pod: its import of `Relay` is still an error.
    #expect(findings.count == 1)
    #expect(findings.allSatisfy { $0.hasPrefix("error 'Kiosk' imports 'Relay") })
  }
}
