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
}
