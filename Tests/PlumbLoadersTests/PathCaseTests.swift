import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Paths a project spells in another case than the disk: macOS's default volumes ignore case, so Xcode builds
/// them; plumb takes the file as it is on disk, with a note, rather than calling it missing.
@Suite struct PathCaseTests {
  @Test func aSourceSpelledInAnotherCaseIsTheFileOnDisk() throws {
    let (project, diagnostics) = XcodeProjectReader(root: Fixtures.url("Xcode/PathCase")).read(
      projectPath: "Case.xcodeproj")
    let read = try #require(project)
    #expect(read.target(named: "App")?.sources == ["App/Main.swift", "App/appState.swift"])
    #expect(read.target(named: "Notifications")?.sources == ["notifications/NotificationView.swift"])
    // A file missing in any case is still missing, and only it is a warning (the others are notes).
    let warnings = diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.description.hasPrefix(
        "Case.xcodeproj/project.pbxproj:23: warning: source file App/Settings.swift of target 'App' does not exist")
        == true)
  }

  @Test func twoEntriesThatDifferOnlyInCaseMatchNeither() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-case-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for path in ["Views/Home.swift", "Views/home.swift", "Model/Item.swift"] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try "".write(to: url, atomically: true, encoding: .utf8)
    }
    let tree = FileTree(root: root.path)
    #expect(tree.pathIgnoringCase("model/item.SWIFT") == "Model/Item.swift")
    // Both exist on Linux; a case-insensitive volume holds one of them, and which one the project means is unknown.
    #expect(tree.pathIgnoringCase("views/HOME.swift") == nil)
    #expect(tree.pathIgnoringCase("Views/Home.swift") == "Views/Home.swift")
    #expect(tree.pathIgnoringCase("Model/Other.swift") == nil)
    #expect(tree.pathIgnoringCase("../Model/Item.swift") == nil)
  }
}
