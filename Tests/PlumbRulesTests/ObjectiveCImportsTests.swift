import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// A package target's Objective-C files use the modules they import by name (issue 26, held-out set eleven:
/// Provenance-Emu/Provenance's `PVMupenBridge`, whose `.m` file has `@import PVAudio;`). The `Rules/ObjectiveCImports`
/// fixture: `Bridge` declares `Sound`, `Lists` and `Meter`; its `.m` file has `@import Sound;` (and `Meter` only in a
/// comment), its header `#import <Lists/Lists-Swift.h>`, and an excluded folder `@import Meter;`.
@Suite struct ObjectiveCImportsTests {
  static let root = Fixtures.url("Rules/ObjectiveCImports")

  /// Before: `Bridge` → `Sound` and `Bridge` → `Lists` were reported too.
  @Test func moduleImportsOfObjectiveCFilesUseTheirDependencies() throws {
    let report = try Pipeline(root: Self.root, options: AnalysisOptions()).run()
    let bridge = try #require(report.graph.modules.first { $0.name == "Bridge" })
    #expect(bridge.build.objectiveCImports == ["Foundation", "Lists", "Sound"])
    #expect(
      report.findings.filter { $0.ruleID == "unused-dependency" }.map(\.message) == [
        "'Bridge' declares a dependency on 'Meter' but its sources never import it or use its types"
      ])
  }
}
