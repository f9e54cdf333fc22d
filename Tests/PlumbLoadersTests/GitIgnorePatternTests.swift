import Foundation
import PlumbModel
import Testing

@testable import PlumbLoaders

/// A `.gitignore` line is matched by reading the path once, without making a string for each of its folders, and
/// each `.gitignore` text is parsed once per process (`plumb history` reads the same files at every revision).
@Suite struct GitIgnorePatternTests {
  static let patterns = [
    "*.swift", "Generated", "Generated/", "/Generated", "Sources/Generated", "Sources/Generated/", "Sources/**",
    "Sources/*/Gen", "**/Gen", "**/Gen/*.swift", "Pkg/**/*.graphql.swift", "!Keep.swift", "Pkg/Sources/*",
    "Secrets.swift", "a?c/d", "{App,Kit}/Secret*.swift", "Écran/*.swift", "/*.swift", "Pkg/Sources/",
  ]
  static let paths = [
    "Secrets.swift", "Generated/A.swift", "Sources/Generated/A.swift", "Sources/Other/Gen/B.swift",
    "Pkg/Sources/Gen/plumb-generated.swift", "Pkg/Sources/Gen/Q.graphql.swift", "Pkg/a/b/c/Q.graphql.swift",
    "abc/d/e.swift", "App/SecretKeys.swift", "Keep.swift", "Écran/Vue.swift", "E\u{301}cran/Vue.swift",
    "a//Generated/x.swift", "Sources", "Pkg/Sources", "x/Sources/Generated/y",
  ]

  /// The matching as it was written first: each folder's prefix joined again, each matched as a string.
  static func reference(_ pattern: MissingFileReason.Pattern, _ path: String) -> Bool {
    let components = path.split(separator: "/").map(String.init)
    for end in 1...components.count {
      let prefix = components[..<end].joined(separator: "/")
      if pattern.anchored ? pattern.glob.matches(prefix) : pattern.glob.matches(components[end - 1]) { return true }
      if pattern.anchored, pattern.glob.matches(prefix + "/x") { return true }
    }
    return false
  }

  @Test func aPatternMatchesAPathAsJoiningEachFolderAgainDid() throws {
    var matched = 0
    for line in Self.patterns {
      let pattern = try #require(MissingFileReason.Pattern(line[...], line: 1))
      for path in Self.paths {
        let expected = Self.reference(pattern, path)
        #expect(pattern.matches(path[...]) == expected, "\(line) ~ \(path)")
        if expected { matched += 1 }
      }
    }
    #expect(matched > 20)
  }

  /// The parsed patterns are kept by the `.gitignore`'s text, not by its place: the same file changed between two
  /// loads (two revisions) is read anew.
  @Test func aChangedGitIgnoreAtTheSamePlaceIsReadAnew() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-gitignore-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Pkg/Sources/Gen"), withIntermediateDirectories: true)
    let gitignore = root.appendingPathComponent(".gitignore")
    func rule(_ text: String) throws -> String? {
      try Data(text.utf8).write(to: gitignore)
      var reason = MissingFileReason(tree: FileTree(root: root.path))
      return reason.ignoringSwiftFiles(in: "Pkg/Sources/Gen")
    }
    #expect(try rule("Pkg/Sources/Gen/*.swift\n") == ".gitignore:1")
    #expect(try rule("# generated\nPkg/Sources/Gen/*.swift\n") == ".gitignore:2")
    #expect(try rule("Pkg/Sources/Gen/*.json\n") == nil)
    #expect(try rule("Pkg/Sources/Gen/*.swift\n") == ".gitignore:1")
  }

  /// The answer for a target's folder is kept by the folder and the `.gitignore` texts of it and the folders above it:
  /// a `.gitignore` that appears, changes or goes in a folder between the root and the target (another revision)
  /// gives another answer, with the root's file the same; one beside the target's folder decides nothing.
  @Test func aGitIgnoreBetweenTheRootAndTheTargetIsPartOfTheAnswer() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-gitignore-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let fm = FileManager.default
    for folder in ["Pkg/Sources/Gen", "Other"] {
      try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data("*.xcuserstate\n".utf8).write(to: root.appendingPathComponent(".gitignore"))
    func rule(package: String?, beside: String?) throws -> String? {
      for (folder, text) in [("Pkg", package), ("Other", beside)] {
        let file = root.appendingPathComponent(folder).appendingPathComponent(".gitignore")
        if let text { try Data(text.utf8).write(to: file) } else { try? fm.removeItem(at: file) }
      }
      var reason = MissingFileReason(tree: FileTree(root: root.path))
      return reason.ignoringSwiftFiles(in: "Pkg/Sources/Gen")
    }
    #expect(try rule(package: nil, beside: nil) == nil)
    #expect(try rule(package: "Sources/Gen/*.swift\n", beside: nil) == "Pkg/.gitignore:1")
    #expect(try rule(package: "# made by the build\nSources/Gen/*.swift\n", beside: nil) == "Pkg/.gitignore:2")
    #expect(try rule(package: "Sources/Gen/*.swift\n", beside: "*\n") == "Pkg/.gitignore:1")
    #expect(try rule(package: nil, beside: "*\n") == nil)
    #expect(try rule(package: "Sources/Gen/*.swift\n", beside: nil) == "Pkg/.gitignore:1")
  }

  /// The process's answers: worked out once per folder and texts, again for other texts or another folder.
  @Test func anAnswerIsWorkedOutOncePerFolderAndTexts() {
    let answers = MissingFileReason.SwiftFilesAnswers()
    var worked = 0
    func answer(_ folder: String, _ texts: [String?], _ result: String?) -> String? {
      answers.answer(for: .init(folder: folder, texts: texts)) {
        worked += 1
        return result
      }
    }
    #expect(answer("A/Gen", ["x\n", nil], "A/.gitignore:1") == "A/.gitignore:1")
    #expect(answer("A/Gen", ["x\n", nil], "not asked") == "A/.gitignore:1")
    #expect(worked == 1)
    #expect(answer("A/Gen", ["x\n", "y\n"], nil) == nil)
    #expect(answer("A/Gen", ["x\n", "y\n"], "not asked") == nil)
    #expect(answer("B/Gen", ["x\n", nil], nil) == nil)
    #expect(worked == 3)
  }
}
