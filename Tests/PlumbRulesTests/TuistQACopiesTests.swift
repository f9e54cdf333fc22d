import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// A Tuist app whose template builds every module twice from one call, as `X` and as a `-QA` copy over the same
/// sources and the same dependency list (the `Generators/TuistQACopies` fixture, our own). Nothing links the copies;
/// the app reaches `Ledger` through the umbrella `Crates` and `Compass` through `Kiosk`.
@Suite struct TuistQACopiesTests {
  static let root = Fixtures.url("Generators/TuistQACopies")

  static func unused() throws -> [String] {
    let report = try Pipeline(root: root).run()
    return report.findings.filter { $0.ruleID == "unused-dependency" }
      .map { "\($0.location?.description ?? "") \($0.message)" }.sorted()
  }

  static func message(_ module: String, _ dependency: String) -> String {
    "'\(module)' declares a dependency on '\(dependency)' but its sources never import it or use its types"
  }

  /// `Crates-QA` → `Ledger` is the entry `Crates` uses for the app: judged with it, not reported (before, it was).
  /// `Atlas`, used by nothing, stays reported on both; `KioskLite` compiles Kiosk's files but writes its own list,
  /// so its `Compass` is judged on its own and stays reported.
  @Test func aCopysEntryIsUsedWhenTheModuleItCopiesUsesTheSameEntry() throws {
    #expect(
      try Self.unused() == [
        "Projects/Crates/Project.swift:9 " + Self.message("Crates", "Atlas"),
        "Projects/Crates/Project.swift:9 " + Self.message("Crates-QA", "Atlas"),
        "Projects/Kiosk/Project.swift:14 " + Self.message("KioskLite", "Compass"),
      ])
  }
}
