import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// XcodeGen specs kept in an app's folder but generated from an ancestor (a script copies them there), and the
/// fragments they include, which are no projects of their own.
@Suite struct XcodeGenSpecBaseTests {
  static let root = Fixtures.url("Generators/XcodeGen/GeneratedFromRoot")

  @Test func readsASpecFromTheFolderItsIncludesAreFoundFrom() throws {
    let reading = XcodeGenSpecReader.read(root: Self.root, tree: FileTree(root: Self.root.path))
    #expect(
      reading.diagnostics.map(\.description) == [
        "Apps/Harbor/project.yml:10: note: this XcodeGen spec's includes are not beside it but all are in the "
          + "analysed folder, which holds its sources: it is generated from there (a script copies it), and is read "
          + "as if it were there"
      ])
    // One project, beside its spec; the included fragments (a nameless `project.yml`, a named `base.yml`) are
    // parts of it, not projects.
    #expect(reading.projects.map(\.path) == ["Apps/Harbor/Harbor.xcodeproj"])
    #expect(reading.specFiles == ["Apps/Harbor/project.yml", "Apps/Common/base.yml", "DockKit/project.yml"])
    let project = try #require(reading.projects.first)
    let harbor = try #require(project.target(named: "Harbor"))
    #expect(harbor.sources == ["Apps/Harbor/HarborApp.swift"])
    #expect(harbor.dependencies.map(\.targetName) == ["DockKit"])
    let dockKit = try #require(project.target(named: "DockKit"))
    #expect(dockKit.sources == ["DockKit/Dock.swift"])
    #expect(dockKit.file == "DockKit/project.yml")
  }

  /// A spec whose includes are beside it is read there, and one whose includes are nowhere stays there too (the
  /// missing includes are said where they are written).
  @Test func readsOtherSpecsBesideThemselves() throws {
    let tree = FileTree(root: Self.root.path)
    let beside = try #require(try XcodeGenNode.parse("include: [project.yml]\ntargets: {}\n", file: "DockKit/x.yml"))
    #expect(XcodeGenSpecBase.decide(specPath: "DockKit/x.yml", document: beside, tree: tree).folder == "DockKit")
    let nowhere = try #require(try XcodeGenNode.parse("include: [Gone/gone.yml]\n", file: "Apps/Harbor/y.yml"))
    let decision = XcodeGenSpecBase.decide(specPath: "Apps/Harbor/y.yml", document: nowhere, tree: tree)
    #expect(decision.folder == "Apps/Harbor")
    #expect(decision.note == nil)
  }
}
