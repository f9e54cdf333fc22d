import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Reading hand-written projects: a classic one with groups, and an Xcode 16 one with synchronized folders.
@Suite struct XcodeProjectReaderTests {
  let classicRoot = Fixtures.url("Xcode/Classic")
  let syncedRoot = Fixtures.url("Xcode/Synced")

  private func readClassic() throws -> (XcodeProject, [Diagnostic]) {
    let (project, diagnostics) = XcodeProjectReader(root: classicRoot).read(projectPath: "ClassicMac.xcodeproj")
    return (try #require(project), diagnostics)
  }

  private func readSynced() throws -> (XcodeProject, [Diagnostic]) {
    let (project, diagnostics) = XcodeProjectReader(root: syncedRoot).read(projectPath: "Notes.xcodeproj")
    return (try #require(project), diagnostics)
  }

  /// The line of `needle` in a fixture, found independently of the reader.
  private func line(of needle: String, in file: URL) throws -> Int {
    let text = try String(contentsOf: file, encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    return try #require(lines.firstIndex { $0.contains(needle) }) + 1
  }

  @Test func readsNativeTargetsWithTheirKindsAndSkipsAggregateTargets() throws {
    let (project, _) = try readClassic()
    #expect(project.fileName == "ClassicMac.xcodeproj")
    #expect(project.targets.map(\.name) == [
      "ClassicKit", "ClassicMac", "ClassicMacTests", "ClassicMacUITests", "ClassicShare", "ClassicWidget",
    ])
    let kinds = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0.kind) })
    #expect(kinds == [
      "ClassicKit": .framework, "ClassicMac": .app, "ClassicMacTests": .unitTest, "ClassicMacUITests": .uiTest,
      "ClassicShare": .appExtension, "ClassicWidget": .widget,
    ])
  }

  @Test func resolvesSourcesThroughNestedGroupsAndEverySourceTree() throws {
    let (project, _) = try readClassic()
    let app = try #require(project.target(named: "ClassicMac"))
    // Screens has a path, Navigation only a name, Formatting.swift is relative to SOURCE_ROOT; the absolute file
    // is missing, Strings.swift is a built product, Legacy.m and the intent definition are not Swift.
    #expect(app.sources == [
      "ClassicMac/App.swift", "ClassicMac/Coordinator.swift", "ClassicMac/Screens/MacListView.swift", "Shared/Formatting.swift",
    ])
    #expect(project.target(named: "ClassicKit")?.sources == ["ClassicKit/Networking/Client.swift"])
  }

  @Test func reportsMissingFilesAndDanglingReferencesWithTheirLines() throws {
    let (_, diagnostics) = try readClassic()
    let pbxproj = classicRoot.appendingPathComponent("ClassicMac.xcodeproj/project.pbxproj")
    #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.location?.file == "ClassicMac.xcodeproj/project.pbxproj" })
    let byMessage = Dictionary(uniqueKeysWithValues: diagnostics.map { ($0.message, $0.location?.line ?? 0) })
    #expect(byMessage == [
      "source file /nonexistent/plumb-fixture/Generated.swift of target 'ClassicMac' does not exist":
        try line(of: "1F0000000000000000000005 /* Generated.swift */ = {", in: pbxproj),
      "source file ClassicMac/Deleted.swift of target 'ClassicMac' does not exist":
        try line(of: "1F0000000000000000000009 /* Deleted.swift */ = {", in: pbxproj),
      "build file 1B000000000000000000000A of target 'ClassicMac' refers to 1FDEADDEADDEADDEADDEAD00, which is not in the file":
        try line(of: "1B000000000000000000000A /* Gone in Sources */ = {", in: pbxproj),
    ])
  }

  @Test func readsDependenciesPackageProductsAndTestHosts() throws {
    let (project, _) = try readClassic()
    let pbxproj = classicRoot.appendingPathComponent("ClassicMac.xcodeproj/project.pbxproj")
    let app = try #require(project.target(named: "ClassicMac"))
    #expect(app.line == (try line(of: "7A0000000000000000000001 /* ClassicMac */ = {", in: pbxproj)))
    // The plugin dependency (productRef) and the plugin product are build tools, not modules.
    #expect(app.dependencies.map(\.targetName) == ["ClassicKit", "ClassicWidget"])
    #expect(app.packageProducts.map(\.productName) == ["MacCoreUI", "OrderedCollections"])
    #expect(app.packageProducts.map(\.package) == [
      .local(path: "Packages/MacCore"),
      .remote(url: "https://github.com/example/Swift-Collections.git", requirement: "upToNextMajorVersion 1.1.0"),
    ])
    #expect(project.localPackagePaths == ["Packages/MacCore"])
    #expect(project.packagesByProduct["OrderedCollections"]?.identity == "swift-collections")
    #expect(project.target(named: "ClassicShare")?.packageProducts.map(\.package) == [nil])
    #expect(project.target(named: "ClassicMacTests")?.testHostProductName == "ClassicMac")
    #expect(project.target(named: "ClassicMacUITests")?.testTargetName == "ClassicMac")
    // A dependency written with a proxy only (no `target`) still names its target.
    #expect(project.target(named: "ClassicMacUITests")?.dependencies.map(\.targetName) == ["ClassicMac"])
    #expect(app.productFileName == "ClassicMac.app")
  }

  @Test func synchronizedFoldersGiveEveryFileButTheExceptions() throws {
    let (project, _) = try readSynced()
    let notes = try #require(project.target(named: "Notes"))
    // Preview/MockData.swift and the Experimental folder are exceptions; Templates is an explicit folder;
    // hidden files do not count.
    #expect(notes.sources == ["Notes/NotesApp.swift", "Notes/Shared/NoteEntry.swift", "Notes/Shared/Store.swift"])
    #expect(notes.synchronizedFolders == ["Notes"])
  }

  @Test func anExceptionSetAddsFilesToATargetThatDoesNotOwnTheFolder() throws {
    let (project, diagnostics) = try readSynced()
    let widget = try #require(project.target(named: "NotesWidget"))
    #expect(widget.sources == ["Notes/Shared/NoteEntry.swift", "NotesWidget/NotesWidget.swift"])
    #expect(widget.kind == .widget)
    #expect(diagnostics.map(\.message).contains(
      "file Notes/Shared/Missing.swift, added to target 'NotesWidget' from a synchronized folder, does not exist"))
  }

  @Test func aMissingSynchronizedFolderIsReportedAndTheTargetKept() throws {
    let (project, diagnostics) = try readSynced()
    let intents = try #require(project.target(named: "NotesIntents"))
    #expect(intents.kind == .appExtension)
    #expect(intents.sources.isEmpty)
    #expect(diagnostics.map(\.message).contains("synchronized folder NotesIntents of target 'NotesIntents' does not exist"))
    #expect(diagnostics.count == 2)
  }

  @Test func productsWithoutAPackageKeepTheDraggedInPackageFolders() throws {
    let (project, _) = try readSynced()
    #expect(project.localPackagePaths == ["Packages/NotesKit"])
    #expect(project.target(named: "Notes")?.packageProducts == [
      XcodePackageProduct(productName: "NotesKit", package: nil, line: project.target(named: "Notes")!.packageProducts[0].line)
    ])
    #expect(project.target(named: "NotesTests")?.testHostProductName == "Notes")
  }

  @Test func aBrokenProjectFileIsAnErrorWithItsLine() {
    let root = Fixtures.url("Xcode/Broken")
    let (project, diagnostics) = XcodeProjectReader(root: root).read(projectPath: "Broken.xcodeproj")
    #expect(project == nil)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.severity == .error)
    #expect(diagnostics.first?.location?.file == "Broken.xcodeproj/project.pbxproj")
    #expect((diagnostics.first?.location?.line ?? 0) > 0)
    #expect(diagnostics.first?.message.hasPrefix("the project file is not a valid property list") == true)
  }

  @Test func aProjectFolderWithoutAProjectFileIsAnError() {
    let root = Fixtures.url("Xcode/Broken")
    let (project, diagnostics) = XcodeProjectReader(root: root).read(projectPath: "Empty.xcodeproj")
    #expect(project == nil)
    #expect(diagnostics.map(\.location?.file) == ["Empty.xcodeproj/project.pbxproj"])
    #expect(diagnostics.first?.severity == .error)
  }
}
