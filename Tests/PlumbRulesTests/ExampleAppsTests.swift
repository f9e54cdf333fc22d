import Foundation
import PlumbKit
@testable import PlumbModel
import PlumbRules
import PlumbTestSupport
import Testing

/// Apps beside the product that test-presence does not ask for tests, as the judged apps of issue 26 showed them: a
/// design system's showcase app not named `Demo` (CHALLA-iOS' `CHALLADesignSystemApp`), an example app that borrows
/// a few files of another folder (stream-chat-swift's `EdgeCases`); and a second build of a tested app over the same
/// library (sing-box-for-apple's `SFM.System`).
@Suite struct ExampleAppsTests {
  func untested(in fixture: String) throws -> [String] {
    let report = try Pipeline(root: Fixtures.url(fixture)).run()
    return report.findings.filter { $0.ruleID == "test-presence" }.map(\.message).sorted()
  }

  /// Before: `PaletteApp`, the app that shows the `Palette` design system the product builds on, was asked for tests.
  /// `KioskApp` over `Kiosk`, a framework nothing else uses, is the product (its code moved into a framework), and
  /// `Journal`, over `Palette` too, is the product: both still asked.
  @Test func aFrameworksShowcaseAppIsAnExample() throws {
    #expect(
      try untested(in: "Rules/ShowcaseApps") == [
        "module 'Journal' has no test target that depends on it",
        "module 'KioskApp' has no test target that depends on it",
      ])
    let graph = try Pipeline(root: Fixtures.url("Rules/ShowcaseApps")).load().graph
    #expect(graph.modules.filter(graph.isShowcaseApp).map(\.name) == ["PaletteApp"])
  }

  /// Before: `Tour`, whose sources are the three files of `Examples/Tour` and one borrowed from `Shared/`, was asked
  /// for tests: its sources share no folder. `Planner`, the product, compiles one file of the example's folder and
  /// three of its own and the shared folder's: still asked.
  @Test func anExampleThatBorrowsAFewFilesIsStillAnExample() throws {
    #expect(try untested(in: "Rules/BorrowingExample") == ["module 'Planner' has no test target that depends on it"])
    let graph = try Pipeline(root: Fixtures.url("Rules/BorrowingExample")).load().graph
    let tour = try #require(graph.modules.first { $0.name == "Tour" })
    #expect(ModuleGraph.sourceFolder(of: tour) == "")
    #expect(ModuleGraph.mainSourceFolder(of: tour) == "Examples/Tour")
    let planner = try #require(graph.modules.first { $0.name == "Planner" })
    #expect(ModuleGraph.mainSourceFolder(of: planner) == "")
  }

  /// The main source folder found level by level from where each path's next folder starts is the one splitting every
  /// path into its folders finds, doubled, leading and trailing slashes and a file at the top included.
  @Test(arguments: [
    ["Examples/Tour/A.swift", "Examples/Tour/B.swift", "Examples/Tour/Deep/C.swift", "Shared/D.swift"],
    ["Examples//Tour/A.swift", "/Examples/Tour/B.swift", "Examples/Tour/C/", "Examples/Tour/D.swift"],
    ["A.swift", "B/C.swift", "B/D.swift"], ["B/C.swift", "B/D.swift", "E/F.swift", "E/G.swift"], [],
    ["App/Sources/Feature/X.swift", "App/Sources/Feature/Y.swift", "App/Sources/Z.swift", "Other/W.swift"],
  ])
  func theMainSourceFolderIsTheOneSplittingFinds(_ sources: [String]) {
    let module = Module(id: ModuleID(container: "P", name: "M"), kind: .app, sources: sources)
    #expect(ModuleGraph.mainSourceFolder(of: module) == ModuleGraph.mainSourceFolder(splitting: module.resolvedSources))
  }

  /// Before: `Mirror.Direct`, the tested `Mirror` app built for distribution outside the store (an `@main` app and a
  /// delegate that sets a flag and installs its system extension, over `Relay`, which `Mirror` composes too), was
  /// asked for tests. `Mirror-Lab` also shows `Lab`, which `Mirror` does not use: still asked, as is `Relay`.
  @Test func aSecondBuildOfATestedAppOverTheSameLibraryIsTestedThroughIt() throws {
    #expect(
      try untested(in: "Rules/DistributionBuild") == [
        "module 'Mirror-Lab' has no test target that depends on it",
        "module 'Relay' has no test target that depends on it",
      ])
  }
}
