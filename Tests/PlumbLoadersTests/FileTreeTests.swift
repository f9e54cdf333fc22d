import Foundation
import Testing

@testable import PlumbLoaders

@Suite("FileTree: the one walk of the tree")
struct FileTreeTests {
  /// Writes `files` (relative path → content) into a fresh temporary folder.
  private func makeTree(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-tree-\(UUID().uuidString)")
    for (path, content) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try content.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test func findsSwiftFilesAndSkipsBuildDependencyAndHiddenFolders() throws {
    let root = try makeTree([
      "Package.swift": "// manifest",
      "Sources/App/App.swift": "struct App {}",
      "Sources/App/Views/Home.swift": "struct Home {}",
      "Sources/App/notes.md": "# not swift",
      ".build/checkouts/Dep/Dep.swift": "",
      ".build-release/x.swift": "",
      ".swiftpm/x.swift": "",
      "DerivedData/x.swift": "",
      "Pods/Alamofire/x.swift": "",
      "Carthage/Checkouts/x.swift": "",
      "node_modules/x/x.swift": "",
      "Sources/checkouts/x.swift": "",
      ".hidden/x.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(FileTree(root: root.path).swiftFiles() == ["Package.swift", "Sources/App/App.swift", "Sources/App/Views/Home.swift"])
  }

  @Test func answersFromTheWalkAndFromDiskBeyondIt() throws {
    let root = try makeTree(["Sources/App/App.swift": "", "Pods/Lib/Lib.swift": "", ".git/HEAD": ""])
    defer { try? FileManager.default.removeItem(at: root) }
    let tree = FileTree(root: root.path + "/")
    #expect(tree.root == root.path)
    #expect(tree.listings.keys.sorted() == ["", "Sources", "Sources/App"])
    #expect(tree.children(of: "Sources")?.map(\.name) == ["App"])
    // Pods was not entered: its listing comes from disk.
    #expect(tree.children(of: "Pods/Lib")?.map(\.name) == ["Lib.swift"])
    #expect(tree.children(of: "Missing") == nil)
    #expect(tree.kind(of: "Sources/App/App.swift") == .file)
    #expect(tree.kind(of: root.path + "/Pods/Lib/Lib.swift") == .file)
    #expect(tree.isFolder("Sources/../Pods"))
    #expect(!tree.exists("Sources/App/Other.swift"))
    // Paths not in plain form are answered by the disk, which resolves them.
    #expect(tree.isFolder("Sources/") && tree.isFolder("./Sources") && tree.isFolder(root.path + "//Sources"))
    #expect(tree.key("Sources/App") == "Sources/App" && tree.key(root.path + "/Sources") == "Sources")
    #expect(tree.key("Sources//App") == nil && tree.key("/elsewhere") == nil && tree.key(root.path) == "")
  }
}
