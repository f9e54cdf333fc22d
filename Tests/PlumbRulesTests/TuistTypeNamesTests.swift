import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// Nexters/Mohanyang-iOS names its modules with enums per layer (`enum Core: String, Modulable`) and helpers that
/// turn a case or a layer's type into a name: `String(describing: module)`, `String(describing: T.self)` for a
/// `rootModule: T.Type` given `Shared.self`, a protocol extension's `var path { "\(Self.self)/\(self.rawValue)" }`,
/// `T.allCases`, and `type(of: $0)` in its `Workspace.swift`. plumb read `Shared.self` as a name "self", left out every
/// dependency on a layer's root project, and still judged the 115 imports those declare as errors. Why-Not-SwiftUI
/// starts a target's list with `var dependencies: [TargetDependency] = .init(externalDependencies)`, which was read
/// as a single `TargetDependency`: every module lost its dependencies and its imports became errors.
@Suite struct TuistTypeNamesTests {
  static let root = Fixtures.url("Generators/TuistTypeNames")

  @Test func namesMadeFromTypesAndCasesAreReadAsSwiftMakesThem() throws {
    let report = try Pipeline(root: Self.root).run()
    func declared(_ name: String) -> [String] {
      report.graph.dependencies.filter { $0.from.name == name && $0.isDeclared }.map(\.to.name).sorted()
    }
    #expect(declared("Core") == ["Network", "Storage"])
    #expect(declared("Network") == ["Storage"])
    #expect(declared("App") == ["Core"])
    // Only what this fixture leaves unreadable on purpose is said; the helpers and the workspace are read.
    let said = report.diagnostics.map(\.message)
    #expect(!said.contains { $0.contains("'self'") }, "\(said)")
    #expect(report.diagnostics.allSatisfy { $0.location?.file == "Projects/App/Project.swift" }, "\(said)")
    #expect(report.findings.filter { $0.severity == .error }.isEmpty, "\(report.findings)")
  }

  /// A dependency on a project plumb does not have, and a list it cannot read, make the target's other imports
  /// unknown: a hedged note naming the entry, never an error.
  @Test func importsBehindADependencyLeftOutAreHedged() throws {
    let report = try Pipeline(root: Self.root).run()
    let undeclared = report.findings.filter { $0.ruleID == "undeclared-import" }
    #expect(undeclared.count == 2, "\(undeclared)")
    #expect(undeclared.allSatisfy { $0.severity == .note }, "\(undeclared)")
    #expect(undeclared.contains { $0.message.contains("'App' imports 'Tools'") })
    #expect(undeclared.contains { $0.message.contains("'Widget' imports 'Core'") })
  }
}
