import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// A project's configuration files are read again for each target and configuration; a missing include git ignores
/// is explained from the walk of the root the project reader was given (the load's), not from a new walk of the
/// whole root each time (woocommerce/woocommerce-ios includes a `Version.public.xcconfig` its checkout spells
/// otherwise: each of its app project's targets walked the 7,500 entries of the checkout once per configuration).
@Suite struct IgnoredIncludeTests {
  static let root = Fixtures.url("Xcode/IgnoredInclude")
  static let note =
    "cannot read the included configuration file Config/Local.xcconfig: no such file or directory (git ignores it: "
    + ".gitignore:2; each checkout makes it)"

  @Test func eachReadOfAMissingIgnoredIncludeSaysGitIgnoresIt() {
    let (project, diagnostics) = XcodeProjectReader(root: Self.root).read(projectPath: "App.xcodeproj")
    #expect(project?.targets.map(\.name) == ["App", "Share", "Widget"])
    let notes = diagnostics.map(\.message).filter { $0.hasPrefix("cannot read the included configuration file") }
    #expect(!notes.isEmpty)
    #expect(notes.allSatisfy { $0 == Self.note })
  }

  @Test func theNoteComesFromTheWalkTheReaderWasGiven() throws {
    // The walk is made before the `.gitignore` is there: a reader that answers from it does not see the file, one
    // that walks the root again does.
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ignored-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(at: Self.root, to: copy)
    let ignore = copy.appendingPathComponent(".gitignore")
    let text = try Data(contentsOf: ignore)
    try FileManager.default.removeItem(at: ignore)
    let tree = FileTree(root: copy.path)
    try text.write(to: ignore)
    let (_, diagnostics) = XcodeProjectReader(root: copy, tree: tree).read(projectPath: "App.xcodeproj")
    let notes = diagnostics.map(\.message).filter { $0.hasPrefix("cannot read the included configuration file") }
    #expect(!notes.isEmpty)
    #expect(!notes.contains { $0.contains("git ignores it") })
  }
}
