import Foundation
@testable import PlumbKit
import PlumbTestSupport
import Testing

/// `plumb history` over a repository that lacks some objects (a clone that left out large objects, a broken
/// repository; issue 30): a file git has no object for is analysed as an empty file, the row says so with the path,
/// stderr warns once per file and object, and the run goes on. On a repository built here, three commits, then two
/// loose blobs deleted: the JSON file of the second commit (still there at the third) and a Swift file added by the
/// third.
@Suite struct HistoryMissingObjectTests {
  static let commits: [(subject: String, files: [(String, String)])] = [
    (
      "one",
      [
        ("Package.swift", HistoryCommandTests.manifest(c: false, aUsesB: false, bUsesA: false)),
        ("Sources/A/A.swift", "public struct Apple {}\n"),
        ("Sources/B/B.swift", "public struct Banana {}\n"),
        ("Resources/data.json", "{\"version\": 1}\n"),
      ]
    ),
    ("two: the data changes", [("Resources/data.json", "{\"version\": 2}\n")]),
    ("three: more B", [("Sources/B/Later.swift", "struct Later {\n  var banana = Banana()\n}\n")]),
  ]

  /// The repository, its commits' hashes (oldest first), and the ids of the two blobs deleted from it.
  static func repository() throws -> (folder: URL, hashes: [String], json: String, swift: String) {
    let (folder, hashes) = try HistoryCommandTests.repository(commits, name: "plumb-history-missing")
    let json = try HistoryCommandTests.git(["rev-parse", "\(hashes[1]):Resources/data.json"], in: folder)
    let swift = try HistoryCommandTests.git(["rev-parse", "\(hashes[2]):Sources/B/Later.swift"], in: folder)
    for id in [json, swift] {
      let loose = folder.appendingPathComponent(".git/objects/\(id.prefix(2))/\(id.dropFirst(2))")
      try FileManager.default.removeItem(at: loose)
    }
    let check = try Shell.run(["git", "cat-file", "-e", json], in: folder)
    #expect(check.status != 0, "the blob is still there")
    return (folder, hashes, json, swift)
  }

  static func warning(_ commit: String, _ path: String, _ object: String) -> String {
    "plumb: warning: \(commit.prefix(12)): \(path): git has no object \(object); analysed as an empty file"
  }

  @Test func theRowsSayWhatGitLacksAndTheRunGoesOn() throws {
    let (folder, hashes, json, swift) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try PlumbBinary.run(["history", folder.path, "--format", "json", "--no-cache"])
    #expect(first.status == 0, "\(first.errors)")
    let rows = try #require(try HistoryCommandTests.json(first.output)["revisions"] as? [[String: Any]])
    #expect(rows.compactMap { $0["commit"] as? String } == hashes)
    // Every row analysed, figures kept: the empty Swift file declares nothing, so B has one file at the third.
    #expect(rows.compactMap { $0["modules"] as? Int } == [2, 2, 2])
    #expect(rows.compactMap { ($0["metrics"] as? [String: Any])?["files"] as? Int } == [2, 2, 3])
    #expect(rows[0]["problem"] == nil)
    let second = try #require(rows[1]["problem"] as? String)
    #expect(second == "git has no object for 'Resources/data.json': analysed as an empty file", "\(second)")
    let third = try #require(rows[2]["problem"] as? String)
    #expect(
      third
        == "git has no object for 'Sources/B/Later.swift' and 1 more file: analysed as empty files; "
        + "1 Swift file missing: the graph is incomplete", "\(third)")
    // Once per file and object, at the first commit that lacks it.
    let warnings = first.errors.split(separator: "\n").filter { $0.hasPrefix("plumb: warning:") }.map(String.init)
    #expect(
      warnings == [
        Self.warning(hashes[1], "Resources/data.json", json), Self.warning(hashes[2], "Sources/B/Later.swift", swift),
      ], "\(first.errors)")
    // However many lanes: the same rows and warnings.
    for lanes in ["1", "3"] {
      let laned = try PlumbBinary.run(["history", folder.path, "--format", "json", "--lanes", lanes, "--no-cache"])
      #expect(laned.status == 0 && laned.output == first.output, "--lanes \(lanes): \(laned.errors)")
      #expect(laned.errors.split(separator: "\n").filter { $0.hasPrefix("plumb: warning:") }.map(String.init) == warnings)
    }
    // The text and the CSV show the figures and the problem.
    let text = try PlumbBinary.run(["history", folder.path, "--no-cache"])
    #expect(text.status == 0, "\(text.errors)")
    #expect(text.output.contains("analysed with a problem:\n  \(hashes[1].prefix(12)): git has no object"), "\(text.output)")
    #expect(text.output.contains("\(hashes[2].prefix(12)): \(third)"), "\(text.output)")
    #expect(!text.output.contains("not analysed:"), "\(text.output)")
    let csv = try PlumbBinary.run(["history", folder.path, "--format", "csv", "--no-cache"])
    let lines = csv.output.split(separator: "\n").map { HistoryCommandTests.cells(String($0)) }
    let problem = try #require(lines.first?.firstIndex(of: "problem"))
    let modules = try #require(lines.first?.firstIndex(of: "modules"))
    #expect(lines.count == 4 && lines[3][problem] == third && lines[3][modules] == "2", "\(csv.output)")
  }

  @Test func probesSayWhichRevisionsLackedFiles() throws {
    let (folder, hashes, json, _) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    // No cycle: every sample is analysed.
    let result = try PlumbBinary.run(["history", folder.path, "--cycle", "--no-cache"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("a cycle: not found"), "\(result.output)")
    #expect(
      result.output.contains(
        "2 analysed revisions lacked files in git, first \(hashes[1].prefix(12)): git has no object for "
          + "'Resources/data.json'"), "\(result.output)")
    #expect(result.errors.contains(Self.warning(hashes[1], "Resources/data.json", json)), "\(result.errors)")
  }

  @Test func theFolderHoldsTheMissingFilesEmpty() throws {
    let (folder, hashes, json, swift) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    try RevisionFolder.with(root: folder) { revision in
      let contents = try revision.move(to: hashes[2])
      let later = revision.folder.appendingPathComponent("Sources/B/Later.swift")
      #expect(try Data(contentsOf: later).isEmpty)
      #expect(contents["Sources/B/Later.swift"] == Data())
      #expect(
        revision.missing == [
          .init(path: "Resources/data.json", object: json), .init(path: "Sources/B/Later.swift", object: swift),
        ])
      // Back to a revision that lacks nothing: no file is missing, the JSON has its bytes again.
      try revision.move(to: hashes[0])
      #expect(revision.missing.isEmpty)
      let data = try String(contentsOf: revision.folder.appendingPathComponent("Resources/data.json"), encoding: .utf8)
      #expect(data == "{\"version\": 1}\n")
    }
  }
}
