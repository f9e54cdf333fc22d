import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// A manifest copied from another package keeps a target whose folder was never copied (`BetaSwift` in `Alpha`):
/// SwiftPM cannot build it, which is its own input problem, and an import of that name elsewhere (`BetaTests`, whose
/// package has no such target) is not an import of it. An importer that declares it still means it.
@Suite struct PhantomTargetTests {
  @Test func aTargetWithoutAFolderIsNotTheModuleToDeclare() throws {
    let report = try Pipeline(root: Fixtures.url("Packages/PhantomTarget")).run()
    #expect(report.findings.filter { $0.ruleID == "undeclared-import" }.map(\.message) == [])
    #expect(
      report.diagnostics.map(\.message) == [
        "the folder of target 'BetaSwift' does not exist: Cores/Alpha/Sources/BetaSwift"
      ])
    let bridge = ModuleID(container: "Alpha", name: "AlphaBridge")
    #expect(!report.findings.contains { $0.ruleID == "unused-dependency" && $0.message.contains("BetaSwift") })
    let names = ModuleNameIndex(graph: report.graph)
    #expect(names.module(named: "BetaSwift", importedFrom: bridge) == ModuleID(container: "Alpha", name: "BetaSwift"))
    let betaTests = ModuleID(container: "Beta", name: "BetaTests")
    #expect(names.module(named: "BetaSwift", importedFrom: betaTests) == nil)
  }
}
