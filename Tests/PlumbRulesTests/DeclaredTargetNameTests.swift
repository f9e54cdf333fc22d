import Foundation
import PlumbKit
@testable import PlumbModel
import PlumbRules
import PlumbTestSupport
import Testing

/// An import named as a target the importer declares, when the build sets the target's module name per configuration
/// (2fas-ios: `PRODUCT_NAME = "$(TARGET_NAME) Dev"` in Debug), beside a folder of scripts in no target of the same
/// name (issue 26, round seven). The `Xcode/HostModuleName` fixture: the app `Vault`, its hosted test bundle, and two
/// scripts in the `Vault/` folder.
@Suite struct DeclaredTargetNameTests {
  static let root = Fixtures.url("Xcode/HostModuleName")

  /// Before: `'VaultTests' imports 'Vault (files outside any target)' but does not declare it`, an error.
  @Test func aDeclaredTargetWinsOverAFolderOfTheSameName() throws {
    let report = try Pipeline(root: Self.root).run()
    #expect(report.findings.filter { $0.ruleID == "undeclared-import" }.map(\.message) == [])
    let graph = report.graph
    let app = try #require(graph.modules.first { $0.name == "Vault" && $0.kind == .app })
    #expect(app.moduleName == "Vault_Dev")
    let folder = try #require(graph.modules.first { $0.name == "Vault" && $0.kind == .inferred })
    let tests = try #require(graph.modules.first { $0.name == "VaultTests" })
    let names = ModuleNameIndex(graph: graph)
    #expect(names.module(named: "Vault", importedFrom: tests.id) == app.id)
    // A module that does not declare the target still finds only the folder.
    #expect(names.module(named: "Vault", importedFrom: app.id) == folder.id)
    #expect(names.module(named: "Vault_Dev", importedFrom: tests.id) == app.id)
  }
}
