import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// An app that builds the frameworks of a sibling repository's project and links, beside them, the package products
/// they need (the `Xcode/SiblingEditors` fixture: `Viewer` depends on `Editor` of `../editors/Editor/Editor.xcodeproj`,
/// outside the analysed folder, and links `Confetti` and `Toolbox`, which no source of it imports).
@Suite struct SiblingProjectsTests {
  static let root = Fixtures.url("Xcode/SiblingEditors")

  /// Before: `Viewer`'s two products were warnings, though the editor's framework may be what needs them. `Reader`,
  /// which builds nothing of the sibling repository, still has its warning.
  @Test func productsOfATargetThatBuildsUnreadProjectsAreNotes() throws {
    let report = try Pipeline(root: Self.root, options: AnalysisOptions()).run()
    let unused = report.findings.filter { $0.ruleID == "unused-dependency" }
    #expect(
      unused.map { "\($0.severity): \($0.message)" } == [
        "note: 'Viewer' declares a dependency on 'Confetti' but its sources never import it or use its types",
        "note: 'Viewer' declares a dependency on 'Toolbox' but its sources never import it or use its types",
        "warning: 'Reader' declares a dependency on 'Confetti' but its sources never import it or use its types",
      ])
    #expect(
      unused.first?.notes.first
        == "'Viewer' also depends on 'Editor' of Editor.xcodeproj, of projects plumb could not read (see the input "
        + "problems); they may be what needs it")
    #expect(unused.last?.notes.count == 1)
  }

  /// Before: the project and the local package outside the folder read as a submodule not checked out and as a broken
  /// package.
  @Test func whatLeavesTheAnalysedFolderIsSaidToBeOutsideIt() throws {
    let report = try Pipeline(root: Self.root, options: AnalysisOptions()).run()
    let messages = report.diagnostics.map(\.message)
    #expect(
      messages.contains(
        "1 target dependency on 'Editor' of Editor.xcodeproj goes to an external node named as the link recorded it: "
          + "that project, at '../editors/Editor/Editor.xcodeproj', is outside the analysed folder"), "\(messages)")
    #expect(
      messages.contains("the local package at ../editors/Common is outside the analysed folder; not read"),
      "\(messages)")
    #expect(!messages.contains { $0.contains("submodule") || $0.contains("has no Package.swift") }, "\(messages)")
  }
}
