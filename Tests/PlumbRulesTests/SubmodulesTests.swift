import Foundation
import PlumbKit
import PlumbReporters
import PlumbTestSupport
import Testing

/// Git submodules are other repositories (issue 26, held-out set eight; gemwalletcom/gem-ios keeps GRDB's and
/// reown-swift's whole repositories in `Submodules/`): their manifests are read for what the app uses, but what plumb
/// finds inside them is counted in one note, not listed, unless `include-submodules: true`. The `Submodules` fixture:
/// `Notes` depends by path on `Vendor/Toolkit`, a submodule whose demo imports the library without declaring it and
/// one of whose targets has lost its folder.
@Suite struct SubmodulesTests {
  let root = Fixtures.url("Submodules")

  func run(_ configuration: String? = nil) throws -> CheckReport {
    guard let configuration else { return try Pipeline(root: root).run() }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-\(UUID().uuidString).yml")
    try configuration.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    return try Pipeline(root: root, configurationFile: file).run()
  }

  /// Before: `Vendor/Toolkit/Sources/ToolkitDemo/main.swift:1:1: error: 'ToolkitDemo' imports 'Toolkit' ...` and the
  /// missing folder of `Extras` were reported as the app's.
  @Test func whatLiesInsideASubmoduleIsCountedNotListed() throws {
    let report = try run()
    #expect(report.findings.filter { $0.location?.file.hasPrefix("Vendor/") == true } == [])
    #expect(report.diagnostics.filter { $0.location?.file.hasPrefix("Vendor/") == true } == [])
    // The app's package still reaches the submodule's library: its import is declared.
    #expect(report.input.graph.modules.contains { $0.id.name == "Toolkit" && !$0.isExternal })
    #expect(!report.findings.contains { $0.ruleID == "undeclared-import" })
    let notes = report.diagnostics.filter { $0.location?.file == ".gitmodules" }
    #expect(notes.count == 1)
    let note = try #require(notes.first)
    #expect(note.message.hasPrefix("1 git submodule is treated as another repository ('Vendor/Toolkit'): "))
    #expect(note.message.contains("set 'include-submodules: true' in .plumb.yml to report them"))
    #expect(report.input.setAside.inSubmodules > 0)
    #expect(note.message.contains("\(report.input.setAside.inSubmodules) finding"))
  }

  @Test func includeSubmodulesReportsThem() throws {
    let report = try run("include-submodules: true\n")
    #expect(
      report.findings.contains {
        $0.ruleID == "undeclared-import" && $0.location?.file == "Vendor/Toolkit/Sources/ToolkitDemo/main.swift"
      })
    #expect(report.diagnostics.contains { $0.location?.file == "Vendor/Toolkit/Package.swift" })
    #expect(!report.diagnostics.contains { $0.location?.file == ".gitmodules" })
    #expect(report.input.setAside.inSubmodules == 0)
  }
}
