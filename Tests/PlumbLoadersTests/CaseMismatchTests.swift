import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Xcode projects are written on macOS, whose file systems ignore case: a project may name a source file in
/// another case than the disk spells it (seen on smalam119/live-news-viper, whose view controller and interactor
/// then fell into an inferred module beside the project's own).
@Suite struct CaseMismatchTests {
  @Test func aSourceSpelledInAnotherCaseIsReadFromDiskWithANote() {
    let result = XcodeWorkspaceLoader.load(root: Fixtures.url("CaseMismatch"))
    let news = result.modules.first { $0.name == "News" }
    #expect(
      news?.sources == ["News/modules/presenter/NewsPresenter.swift", "News/modules/view/NewsViewController.swift"])
    let notes = result.diagnostics.filter { $0.severity == .note }
    #expect(notes.count == 1)
    #expect(notes.first?.message.contains("is News/modules/view/NewsViewController.swift on disk") == true)
    // A file that is on disk in no case at all is still missing.
    #expect(
      result.diagnostics.contains {
        $0.severity == .warning && $0.message.contains("News/Modules/View/Missing.swift")
          && $0.message.contains("does not exist")
      })
  }

  @Test func pathsAreMatchedIgnoringCaseOnlyWhenOneEntryFits() {
    let tree = FileTree(root: Fixtures.url("CaseMismatch").path)
    let onDisk = "News/modules/view/NewsViewController.swift"
    #expect(tree.pathIgnoringCase("News/Modules/View/NewsViewController.swift") == onDisk)
    #expect(tree.pathIgnoringCase(onDisk) == onDisk)
    #expect(tree.pathIgnoringCase("News/Modules/View/Missing.swift") == nil)
  }
}

/// A workspace written on macOS may name a project's folder in another case than the disk spells it (seen on
/// Provenance-Emu/Provenance, whose workspace names `Cores/EP128Emu` for `Cores/ep128emu`): Xcode opens it there.
@Suite struct WorkspaceCaseMismatchTests {
  @Test func aProjectAWorkspaceSpellsInAnotherCaseIsReadWithANote() {
    let result = XcodeWorkspaceLoader.load(root: Fixtures.url("Xcode/WorkspaceCase"))
    #expect(result.projects.map(\.path) == ["Tools/Tools.xcodeproj"])
    #expect(
      result.diagnostics == [
        Diagnostic(
          .warning, "the workspace refers to Gone/Gone.xcodeproj, which does not exist",
          at: Location(file: "Bench.xcworkspace/contents.xcworkspacedata"), leavesGraphPartial: true,
          cause: "under Gone"),
        Diagnostic(
          .note,
          "the workspace refers to TOOLS/tools.xcodeproj, which is Tools/Tools.xcodeproj on disk (macOS file systems "
            + "ignore case); read from there",
          at: Location(file: "Bench.xcworkspace/contents.xcworkspacedata")),
      ])
  }
}
