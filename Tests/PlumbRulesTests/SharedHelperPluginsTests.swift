import Foundation
import PlumbKit
import PlumbModel
import PlumbRules
@testable import PlumbScanner
import PlumbTestSupport
import Testing

/// Plugin bundles measured on the code they own (issue 26, round nine; nightscout/Trio's sensor and pump plugins each
/// compile, beside a 25-line principal class, LoopKit's logging helper `OSLog.swift`, one file several targets list,
/// or a copy of it). The `Rules/SharedHelperPlugins` fixture: `SensorKit` and its tests, `SensorPlugin` compiling the
/// kit's `Shared/Logging.swift`, `ProbePlugin` compiling a copy of it, `DialPlugin` compiling the shared helper and a
/// formatter of its own with a branch, `GaugePlugin` compiling a copy and a principal class the kit also lists (as
/// Trio's `OmnipodKit` framework takes in `OmnipodKitPlugin.swift` through its synchronized folder).
@Suite struct SharedHelperPluginsTests {
  static let root = Fixtures.url("Rules/SharedHelperPlugins")

  /// Before: `DialPlugin`, `GaugePlugin`, `ProbePlugin` and `SensorPlugin` were all asked for tests (the helper's
  /// `switch` and its five functions counted as each plugin's logic).
  @Test func aPluginIsMeasuredOnItsOwnFiles() throws {
    let report = try Pipeline(root: Self.root).run()
    #expect(
      report.findings.filter { $0.ruleID == "test-presence" }.map(\.message) == [
        "module 'DialPlugin' has no test target that depends on it"
      ])
  }

  @Test func sharedAndCopiedHelpersAreNoModulesOwnCode() throws {
    let scanned = try Pipeline(root: Self.root).loadAndScan()
    let facts = try #require(scanned.sourceFacts)
    func own(_ name: String) throws -> SourceFacts.ModuleFacts {
      let module = try #require(scanned.graph.modules.first { $0.name == name })
      return try #require(facts.modules[module.id])
    }
    // The shared file, listed by three targets, and its copy count for none of them.
    let sensor = try own("SensorPlugin")
    #expect(sensor.functions == 6)
    #expect(sensor.ownCode == .init(files: 1, lines: 13, functions: 1, maxCyclomaticComplexity: 1))
    #expect(sensor.hasNoLogic)
    #expect(try own("ProbePlugin").ownCode?.functions == 1)
    #expect(try own("ProbePlugin").hasNoLogic)
    // All of its files shared: measured on the one it shares by listing, not on its copy of the helper.
    #expect(try own("GaugePlugin").ownCode?.files == 1)
    #expect(try own("GaugePlugin").hasNoLogic)
    // A file two modules list is no copy of itself: the kit's own files stay its own.
    #expect(try own("SensorKit").ownCode?.files == 1)
    // What a module adds of its own still counts: the formatter's `if`.
    let dial = try own("DialPlugin")
    #expect(dial.ownCode?.files == 2)
    #expect(dial.ownCode?.maxCyclomaticComplexity == 2)
    #expect(!dial.hasNoLogic)
    // Test targets do not make a file shared: the tests' files are theirs.
    #expect(try own("SensorKitTests").ownCode == nil)
  }

  /// A build variant over another target's files owns none of them, and is measured on all of them; a module whose
  /// files are all shared is measured on those it lists, its copies of helpers left out.
  @Test func aModuleWithNoFileOfItsOwnIsMeasuredOnWhatItLists() {
    let principal = FileFacts(path: "Plugin/Plugin.swift", lines: .init(code: 20))
    let helper = FileFacts(path: "Plugin/Logging.swift", lines: .init(code: 30))
    #expect(SourceFactsSummary.ownCode(of: [principal], shared: (["Plugin/Plugin.swift"], [])) == nil)
    #expect(SourceFactsSummary.ownCode(of: [principal, helper], shared: ([], [])) == nil)
    #expect(
      SourceFactsSummary.ownCode(of: [principal, helper], shared: (["Plugin/Plugin.swift"], ["Plugin/Logging.swift"]))
        == .init(files: 1, lines: 20))
    #expect(
      SourceFactsSummary.ownCode(of: [principal, helper], shared: ([], ["Plugin/Logging.swift"]))
        == .init(files: 1, lines: 20))
  }
}
