import Foundation
import PlumbTestSupport
import Testing

/// `plumb diff` between two commits of a git repository made from the BbA sample. The base has a feature module
/// importing another (a feature-independence finding); the head removes that import and makes Core import a
/// feature module instead: an edge removed, an edge added, a new cycle, a fixed finding and new ones.
@Suite struct DiffCommandTests {
  static let identity = AffectedCommandTests.identity

  static func git(_ arguments: [String], in folder: URL) throws -> String {
    let result = try Shell.run(["git"] + arguments, in: folder, environment: identity)
    guard result.status == 0 else { throw PlumbTestError("git \(arguments): \(result.output)") }
    return result.output
  }

  static func prepend(_ line: String, to file: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    try (line + "\n" + text).write(to: url, atomically: true, encoding: .utf8)
  }

  static func repository() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-diff-test-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Fixtures.sample("ClassicMac/BbA"), to: folder)
    try prepend("import MacDetails", to: "Sources/MacsList/MacsListViewModel.swift", in: folder)
    // As in any Swift repository: the build folder, where plumb keeps its facts cache, is not tracked.
    try ".build/\n".write(to: folder.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
    _ = try git(["init", "-q"], in: folder)
    _ = try git(["add", "-A"], in: folder)
    _ = try git(["commit", "-q", "-m", "base"], in: folder)
    _ = try git(["tag", "base"], in: folder)
    let original = try String(
      contentsOf: Fixtures.sample("ClassicMac/BbA/Sources/MacsList/MacsListViewModel.swift"), encoding: .utf8)
    try original.write(
      to: folder.appendingPathComponent("Sources/MacsList/MacsListViewModel.swift"), atomically: true, encoding: .utf8)
    try prepend("import MacsList", to: "Sources/Core/Models/ClassicMac.swift", in: folder)
    _ = try git(["commit", "-q", "-am", "head"], in: folder)
    return folder
  }

  @Test func twoCommitsGiveEdgesACycleAndFindingsBothWays() throws {
    let folder = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try PlumbBinary.run(["diff", "base", "HEAD", "--path", folder.path, "--format", "json"])
    #expect(result.status == 0, "\(result.errors)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let edges = try #require(json["edges"] as? [String: [[String: String]]])
    #expect(edges["added"] == [["from": "ClassicMacKit/Core", "to": "ClassicMacKit/MacsList"]], "\(edges)")
    #expect(edges["removed"] == [["from": "ClassicMacKit/MacsList", "to": "ClassicMacKit/MacDetails"]], "\(edges)")
    #expect(json["newCycles"] as? [[String]] == [["ClassicMacKit/Core", "ClassicMacKit/MacsList"]])
    let findings = try #require(json["findings"] as? [String: [[String: Any]]])
    let fixed = Set((findings["fixed"] ?? []).compactMap { $0["rule"] as? String })
    let new = Set((findings["new"] ?? []).compactMap { $0["rule"] as? String })
    #expect(fixed.contains("feature-independence"), "\(findings)")
    #expect(!new.isEmpty)
    #expect(!new.contains("feature-independence"), "\(findings)")
    let metrics = try #require(json["metrics"] as? [[String: Any]])
    #expect(metrics.contains { $0["module"] as? String == "ClassicMacKit/Core" && $0["metric"] as? String == "Ce" })
    // A cycle between two modules costs the score: some criterion moves, and says from what to what.
    let score = try #require(json["score"] as? [String: Any])
    let criteria = try #require(score["criteria"] as? [[String: Any]])
    #expect(!criteria.isEmpty, "\(score)")
    #expect(criteria.allSatisfy { ($0["before"] as? Int) != ($0["after"] as? Int) })

    // The user's repository is as it was: no change, no worktree left behind.
    #expect(try Self.git(["status", "--porcelain"], in: folder).isEmpty)
    #expect(try Self.git(["worktree", "list"], in: folder).split(separator: "\n").count == 1)
  }

  @Test func markdownDrawsTheChangedPart() throws {
    let folder = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try PlumbBinary.run(["diff", "base", "--path", folder.path, "--format", "markdown"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("## Architecture change: `base` → `working tree`"))
    #expect(result.output.contains("```mermaid\nflowchart TD\n"))
    #expect(result.output.contains("==>|new|"))
    #expect(result.output.contains("-.->|removed|"))
    #expect(result.output.contains("**New cycles:** `Core ↔ MacsList`"), "\(result.output)")
  }

  @Test func theSameRevisionTwiceIsNoChange() throws {
    let folder = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try PlumbBinary.run(["diff", "HEAD", "HEAD", "--path", folder.path])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasSuffix("no architecture change\n"), "\(result.output)")
  }

  @Test func anUnknownRevisionCannotRun() throws {
    let folder = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try PlumbBinary.run(["diff", "no-such-revision", "--path", folder.path])
    #expect(result.status == 2)
  }
}
