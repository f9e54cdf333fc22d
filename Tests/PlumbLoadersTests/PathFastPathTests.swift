import Foundation
@testable import PlumbLoaders
import Testing

/// `XcodePath.normalize`, `XcodePath.lastComponent`, `FileTree.key` and `FileTree.lastSlash` answer a plain ASCII path without splitting
/// it (the load asks them again and again). Their answers are those of the splitting forms, kept here, for plain,
/// odd and non-ASCII paths (a combining mark after a slash makes one character of both, so `split` keeps them).
@Suite struct PathFastPathTests {
  static let paths = [
    "", "/", "//", "a", "a/b", "a/b/", "/a/b", "//a/b", "a//b", ".", "..", "...", "./a", "a/.", "a/..", "a/../b",
    "../a", "/../a", ".a/.b", "a/..b", "a/b..", "Sources/App/Views/Main.swift", "Packages/Env/Sources/Env",
    "/dev/shm/plumb/IceCubesApp/Packages", "caf\u{E9}/x", "a/\u{301}b", "a/\u{301}", "/\u{301}", "\u{301}/a/b",
  ]

  static func splitNormalize(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        if let last = parts.last, last != ".." { parts.removeLast() } else if !isAbsolute { parts.append(part) }
      default: parts.append(part)
      }
    }
    return (isAbsolute ? "/" : "") + parts.joined(separator: "/")
  }

  static func splitKey(_ relative: Substring) -> String? {
    if relative.isEmpty { return "" }
    let isPlain = !relative.split(separator: "/", omittingEmptySubsequences: false)
      .contains { $0.isEmpty || $0 == "." || $0 == ".." }
    return isPlain ? String(relative) : nil
  }

  @Test func answersAreThoseOfSplittingThePath() {
    let tree = FileTree(root: "/nonexistent-plumb-root")
    for path in Self.paths {
      #expect(XcodePath.normalize(path) == Self.splitNormalize(path), "\(path.debugDescription)")
      #expect(
        XcodePath.lastComponent(path) == (path.split(separator: "/").last.map(String.init) ?? path),
        "\(path.debugDescription)")
      if !path.hasPrefix("/") {
        #expect(tree.key(path) == Self.splitKey(Substring(path)), "\(path.debugDescription)")
      }
      // The last slash, where `kind(of:)` splits a path into its folder and name.
      #expect(FileTree.lastSlash(in: path) == path.lastIndex(of: "/"), "\(path.debugDescription)")
    }
  }
}
