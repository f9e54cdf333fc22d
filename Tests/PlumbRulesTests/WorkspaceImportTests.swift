import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// One severity for one situation (issue 26, round seven; nightscout/Trio): a target that imports a framework of an
/// Xcode project built with its own, neither declared nor linked, is a note whether the framework is of the same
/// project or of another project of the workspace whose targets its project already builds on. Two projects that only
/// lie side by side stay an error (`PrebuiltBinaryTests`). The `Xcode/WorkspaceImports` fixture: `Kit.xcodeproj` (Kit,
/// KitUI, KitTests importing KitUI) and `Pump.xcodeproj` (Pump linking Kit.framework, PumpSetup importing KitUI).
@Suite struct WorkspaceImportTests {
  /// Before: `PumpSetup` → `KitUI` was an error while `KitTests` → `KitUI` was a note.
  @Test func aFrameworkOfAProjectBuiltWithItsOwnIsANoteInEitherProject() throws {
    let report = try Pipeline(root: Fixtures.url("Xcode/WorkspaceImports")).run()
    let pump = try #require(report.graph.modules.first { $0.name == "Pump" })
    #expect(report.graph.dependencies(of: pump.id).map(\.to.name) == ["Kit"])
    let found = report.findings.filter { $0.ruleID == "undeclared-import" }
    #expect(
      found.map { "\($0.severity.rawValue) \($0.message)" } == [
        "note 'KitTests' imports 'KitUI' but does not declare it as a dependency",
        "note 'PumpSetup' imports 'KitUI' but does not declare it as a dependency",
      ])
    #expect(found.last?.notes.first?.contains("every project of the workspace") == true)
    #expect(found.first?.notes.first?.contains("every project of the workspace") == false)
  }
}
