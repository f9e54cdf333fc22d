import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// An XcodeGen `framework:` item that names, by file and without `implicit: true`, the product of a target another
/// spec of the workspace builds (`Engine.framework`) is a dependency on that target, as Xcode's implicit
/// dependencies make it: a widget that reaches it through the shared framework declares its import. A target that
/// reaches it through nothing is still reported (a note: a scheme may build the framework first).
@Suite struct WorkspaceFrameworkTests {
  static let root = Fixtures.url("Generators/XcodeGen/WorkspaceFramework")

  @Test func aFrameworkAnotherSpecBuildsIsAnEdgeToItsTarget() throws {
    let report = try Pipeline(root: Self.root).run()
    let edges = report.graph.dependencies.filter { $0.from.name == "Shared" }
      .map { "\($0.to) (\($0.kind == .target ? "target" : "other")) at \($0.location?.description ?? "?")" }
    #expect(edges == ["Engine.xcodeproj/Engine (target) at Apps/project.yml:10"])
    #expect(
      report.findings.filter { $0.ruleID == "undeclared-import" }.map { "\($0.severity.rawValue) \($0.message)" } == [
        "note 'Gadget' imports 'Engine' but does not declare it as a dependency"
      ])
    #expect(report.findings.filter { $0.ruleID == "unused-dependency" }.isEmpty)
  }
}
