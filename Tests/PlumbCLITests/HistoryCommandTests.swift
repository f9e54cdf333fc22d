import Foundation
import PlumbTestSupport
import Testing

/// `plumb history` (issue 30) on a repository built here: seven commits of a small package whose graph changes.
/// The edge A → B appears at commit 4, the cycle A ↔ B at commit 6. The rows follow the commits, the outputs have
/// their shape and are the same from run to run, `--edge` and `--cycle` bisect to commits 4 and 6 from two
/// samples, and a shallow clone says how far back it goes.
@Suite struct HistoryCommandTests {
  /// The package at one commit: targets A and B, C from commit 2; A depends on B from commit 4, B on A from 6.
  static func manifest(c: Bool, aUsesB: Bool, bUsesA: Bool) -> String {
    var targets = [
      ".target(name: \"A\"\(aUsesB ? ", dependencies: [\"B\"]" : ""))",
      ".target(name: \"B\"\(bUsesA ? ", dependencies: [\"A\"]" : ""))",
    ]
    if c { targets.append(".target(name: \"C\")") }
    return """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Tiny",
        targets: [
          \(targets.joined(separator: ",\n      "))
        ]
      )

      """
  }

  /// Each commit: the files it writes (path, contents), and its subject.
  static let commits: [(subject: String, files: [(String, String)])] = [
    (
      "one: A and B",
      [
        ("Package.swift", manifest(c: false, aUsesB: false, bUsesA: false)),
        ("Sources/A/A.swift", "public struct Apple {}\n"),
        ("Sources/B/B.swift", "public struct Banana {}\n"),
        (".gitignore", ".build/\n"),
      ]
    ),
    (
      "two: C",
      [("Package.swift", manifest(c: true, aUsesB: false, bUsesA: false)), ("Sources/C/C.swift", "struct Cherry {}\n")]
    ),
    ("three: A grows", [("Sources/A/A.swift", "public struct Apple {\n  public var seeds = 5\n}\n")]),
    (
      "four: A uses B",
      [
        ("Package.swift", manifest(c: true, aUsesB: true, bUsesA: false)),
        (
          "Sources/A/A.swift",
          "import B\n\npublic struct Apple {\n  public var seeds = 5\n  var banana = Banana()\n}\n"
        ),
      ]
    ),
    ("five: C grows", [("Sources/C/C.swift", "struct Cherry {\n  var stone = true\n}\n")]),
    (
      "six: B uses A",
      [
        ("Package.swift", manifest(c: true, aUsesB: true, bUsesA: true)),
        ("Sources/B/B.swift", "import A\n\npublic struct Banana {\n  var apple: Apple?\n}\n"),
      ]
    ),
    ("seven: more C", [("Sources/C/More.swift", "struct Damson {}\n")]),
  ]

  static func git(_ arguments: [String], in folder: URL, date: Int = 0) throws -> String {
    var environment = AffectedCommandTests.identity
    // Fixed dates: the same repository built twice has the same history.
    let stamp = "\(1_700_000_000 + date * 86_400) +0000"
    environment["GIT_AUTHOR_DATE"] = stamp
    environment["GIT_COMMITTER_DATE"] = stamp
    let result = try Shell.run(["git"] + arguments, in: folder, environment: environment)
    guard result.status == 0 else { throw PlumbTestError("git \(arguments): \(result.output)") }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A repository of `commits` (each on its fixed date), and its commits' hashes, oldest first.
  static func repository(
    _ commits: [(subject: String, files: [(String, String)])] = HistoryCommandTests.commits,
    name: String = "plumb-history"
  ) throws -> (folder: URL, hashes: [String]) {
    let folder = try makeWorkspaceFolder(name, empty: true)
    _ = try git(["init", "-q"], in: folder)
    var hashes: [String] = []
    for (number, commit) in commits.enumerated() {
      for (path, contents) in commit.files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
      }
      _ = try git(["add", "-A"], in: folder)
      _ = try git(["commit", "-q", "-m", commit.subject], in: folder, date: number)
      hashes.append(try git(["rev-parse", "HEAD"], in: folder))
    }
    return (folder, hashes)
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func rowsFollowTheCommitsAndRunsGiveTheSameBytes() throws {
    let (folder, hashes) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try PlumbBinary.run(["history", folder.path, "--format", "json"])
    #expect(first.status == 0, "\(first.errors)")
    let document = try Self.json(first.output)
    let rows = try #require(document["revisions"] as? [[String: Any]])
    #expect(rows.compactMap { $0["commit"] as? String } == hashes)
    #expect(rows.compactMap { $0["modules"] as? Int } == [2, 3, 3, 3, 3, 3, 3])
    #expect(rows.compactMap { $0["edges"] as? Int } == [0, 0, 0, 1, 1, 2, 2])
    #expect(rows.compactMap { $0["cycles"] as? Int } == [0, 0, 0, 0, 0, 1, 1])
    #expect(rows.compactMap { $0["subject"] as? String }.last == "seven: more C")
    // Each row's date and subject are its own commit's (asked of git beside the analysis).
    let described = try hashes.map { try Self.git(["log", "-1", "--format=%cI%x09%s", $0], in: folder) }
    #expect(rows.map { "\($0["date"] as? String ?? "")\t\($0["subject"] as? String ?? "")" } == described)
    let cycleFindings = rows.map { (($0["findingsByRule"] as? [String: Int]) ?? [:])["no-cycles"] ?? 0 }
    #expect(cycleFindings.prefix(5).allSatisfy { $0 == 0 } && cycleFindings.suffix(2).allSatisfy { $0 > 0 })
    for row in rows {
      #expect((row["criteria"] as? [String: Int])?.count == 8, "\(row)")
      #expect((row["findingsBySeverity"] as? [String: Int])?.keys.sorted() == ["error", "note", "warning"])
      let metrics = try #require(row["metrics"] as? [String: Any])
      #expect((metrics["lines"] as? Int ?? 0) > 0)
    }
    #expect(document["firstParentCommits"] as? Int == 7)
    #expect(document["shallow"] == nil)
    let second = try PlumbBinary.run(["history", folder.path, "--format", "json"])
    #expect(second.output == first.output)
    // `--timings` also tells how many files were parsed: each new content once, whatever lane needed it first.
    let timed = try PlumbBinary.run([
      "history", folder.path, "--format", "json", "--timings", "--lanes", "2",
      "--cache-path", folder.appendingPathComponent(".build/timed-cache").path,
    ])
    #expect(timed.output == first.output)
    let counts = try #require(timed.errors.split(separator: "\n").first { $0.hasPrefix("plumb: counts: ") })
    let numbers = counts.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    #expect(numbers.count == 2 && numbers[0] == numbers[1] && numbers[0] > 0, "\(counts)")
    // However many revisions are analysed at once: one after another, or more lanes than revisions to share.
    for lanes in ["1", "3", "4"] {
      let laned = try PlumbBinary.run(["history", folder.path, "--format", "json", "--lanes", lanes, "--no-cache"])
      #expect(laned.status == 0, "\(laned.errors)")
      #expect(laned.output == first.output, "--lanes \(lanes)")
    }
    let none = try PlumbBinary.run(["history", folder.path, "--lanes", "0"])
    #expect(none.status == 2 && none.errors.contains("--lanes must be 1 or more"), "\(none.errors)")
    // The temporary worktree is gone: only the repository's own is listed.
    #expect(try Self.git(["worktree", "list"], in: folder).split(separator: "\n").count == 1)
  }

  /// One CSV line's cells: a quoted cell may hold commas (the style, "MVC, single module") and doubled quotes.
  static func cells(_ line: String) -> [String] {
    var cells = [""]
    var quoted = false
    var previous: Character = " "
    for character in line {
      if character == "\"" {
        if !quoted && previous == "\"" { cells[cells.count - 1].append("\"") }
        quoted.toggle()
      } else if character == "," && !quoted {
        cells.append("")
      } else {
        cells[cells.count - 1].append(character)
      }
      previous = character
    }
    return cells
  }

  @Test func csvTextAndChartHaveTheirShape() throws {
    let (folder, hashes) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = try PlumbBinary.run(["history", folder.path, "--format", "csv"])
    #expect(csv.status == 0, "\(csv.errors)")
    let lines = csv.output.split(separator: "\n").map { Self.cells(String($0)) }
    #expect(lines.count == 8)
    let header = lines[0]
    #expect(Array(header.prefix(6)) == ["commit", "date", "subject", "modules", "edges", "cycles"])
    #expect(header.contains("rule:no-cycles") && header.contains("build_time") && header.last == "problem")
    #expect(lines.allSatisfy { $0.count == header.count })
    #expect(lines.dropFirst().map { $0[0] } == hashes)
    let edges = header.firstIndex(of: "edges")!
    #expect(lines.dropFirst().map { $0[edges] } == ["0", "0", "0", "1", "1", "2", "2"])
    let style = header.firstIndex(of: "style")!
    #expect(lines.dropFirst().allSatisfy { $0[style].contains(", ") }, "\(csv.output)")

    let text = try PlumbBinary.run(["history", folder.path, "--every", "3"])
    #expect(text.status == 0, "\(text.errors)")
    let rows = text.output.split(separator: "\n").filter { line in hashes.contains { line.hasPrefix($0.prefix(12)) } }
    // Every third commit back from HEAD: 7, 4 and 1, oldest first (the table, then the table of findings by rule).
    #expect(rows.prefix(3).map { String($0.prefix(12)) } == [0, 3, 6].map { String(hashes[$0].prefix(12)) })
    #expect(text.output.contains("every 3 of 7 first-parent commits"), "\(text.output)")

    let svg = try PlumbBinary.run(["history", folder.path, "--format", "svg", "--revisions", hashes[1], "HEAD"])
    #expect(svg.status == 0, "\(svg.errors)")
    #expect(svg.output.hasPrefix("<svg") && svg.output.contains("Scores (0-100)"))
    #expect(svg.output.components(separatedBy: "<polyline").count - 1 == 4 + 8)
    let again = try PlumbBinary.run(["history", folder.path, "--format", "svg", "--revisions", hashes[1], "HEAD"])
    #expect(again.output == svg.output)

    // A lightweight and an annotated tag; --since keeps the commits after a date (commit n is made n days after
    // 2023-11-14T22:13:20Z).
    _ = try Self.git(["tag", "v1", hashes[1]], in: folder)
    _ = try Self.git(["tag", "-a", "v2", "-m", "two", hashes[4]], in: folder)
    let tagged = try PlumbBinary.run(["history", folder.path, "--tags", "--format", "csv"])
    let taggedRows = tagged.output.split(separator: "\n").dropFirst().map { Self.cells(String($0))[0] }
    #expect(taggedRows == [hashes[1], hashes[4]])
    let recent = try PlumbBinary.run(["history", folder.path, "--since", "2023-11-18T12:00:00Z", "--format", "csv"])
    #expect(recent.output.split(separator: "\n").dropFirst().map { Self.cells(String($0))[0] } == Array(hashes[4...]))

    let json = folder.appendingPathComponent(".build/history.json")
    _ = try PlumbBinary.run(["history", folder.path, "--format", "json", "-o", json.path])
    let page = folder.appendingPathComponent(".build/report.html")
    let report = try PlumbBinary.run(["report", folder.path, "--history", json.path, "-o", page.path])
    #expect(report.status == 0, "\(report.errors)")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("<section id=\"history\">") && html.contains("seven: more C"))
  }

  @Test func edgeBisectsToTheCommitThatMadeIt() throws {
    let (folder, hashes) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Two samples (commits 1 and 7): the bisection between them finds commit 4.
    let result = try PlumbBinary.run(["history", folder.path, "--count", "2", "--edge", "A", "B", "--format", "json"])
    #expect(result.status == 0, "\(result.errors)")
    let found = try Self.json(result.output)
    #expect(found["commit"] as? String == hashes[3])
    #expect(found["subject"] as? String == "four: A uses B")
    let references = try #require(found["references"] as? [[String: Any]])
    let places = references.compactMap { reference in
      (reference["location"] as? [String: Any]).map { "\($0["file"] ?? ""):\($0["line"] ?? "")" }
    }
    #expect(places.contains("Sources/A/A.swift:1"), "\(references)")
    #expect(places.contains { $0.hasPrefix("Package.swift:") }, "\(references)")
    let text = try PlumbBinary.run(["history", folder.path, "--edge", "A", "B"])
    #expect(text.output.contains("commit  \(hashes[3])"), "\(text.output)")
    #expect(text.output.contains("Sources/A/A.swift:1"), "\(text.output)")
    let never = try PlumbBinary.run(["history", folder.path, "--edge", "C", "A"])
    #expect(never.status == 0 && never.output.hasPrefix("the edge C → A: not found"), "\(never.output)")
  }

  @Test func cycleBisectsToTheCommitThatClosedIt() throws {
    let (folder, hashes) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let any = try PlumbBinary.run(["history", folder.path, "--count", "2", "--cycle", "--format", "json"])
    #expect(any.status == 0, "\(any.errors)")
    let found = try Self.json(any.output)
    #expect(found["commit"] as? String == hashes[5])
    #expect(found["cycle"] as? [String] == ["Tiny/A", "Tiny/B"])
    // The edge that closed it is B → A: A → B was there before.
    let edges = Set(((found["references"] as? [[String: Any]]) ?? []).compactMap { $0["edge"] as? String })
    #expect(edges == ["Tiny/B → Tiny/A"], "\(found)")
    let through = try PlumbBinary.run(["history", folder.path, "--cycle", "--through", "B", "A", "--format", "json"])
    #expect(try Self.json(through.output)["commit"] as? String == hashes[5])
    let none = try PlumbBinary.run(["history", folder.path, "--cycle", "--through", "C", "--format", "json"])
    #expect(try Self.json(none.output)["commit"] == nil)
  }

  @Test func aShallowCloneSaysHowFarBackItGoes() throws {
    let (folder, hashes) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let clone = try makeWorkspaceFolder("plumb-history-shallow", empty: true)
    defer { try? FileManager.default.removeItem(at: clone) }
    _ = try Self.git(["clone", "-q", "--depth", "3", "file://\(folder.path)", clone.path], in: folder)
    let result = try PlumbBinary.run(["history", clone.path, "--format", "json"])
    #expect(result.status == 0, "\(result.errors)")
    let said = "shallow clone: history goes back only to \(hashes[4].prefix(12))"
    #expect(result.errors.contains(said), "\(result.errors)")
    let document = try Self.json(result.output)
    #expect((document["revisions"] as? [Any])?.count == 3)
    #expect((document["shallow"] as? String)?.contains("3 first-parent commits") == true)
  }

  /// A revision before the package existed is a row that says why, naming the user's folder, never the temporary
  /// worktree's (which changes from run to run).
  @Test func aRevisionWithNothingToAnalyseIsARowThatSaysWhy() throws {
    let folder = try makeWorkspaceFolder("plumb-history-empty", empty: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Self.git(["init", "-q"], in: folder)
    try "# Tiny\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    _ = try Self.git(["add", "-A"], in: folder)
    _ = try Self.git(["commit", "-q", "-m", "readme"], in: folder)
    for (path, contents) in Self.commits[0].files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
    _ = try Self.git(["add", "-A"], in: folder)
    _ = try Self.git(["commit", "-q", "-m", "package"], in: folder, date: 1)
    let first = try PlumbBinary.run(["history", folder.path, "--format", "json"])
    #expect(first.status == 0, "\(first.errors)")
    let rows = try #require(try Self.json(first.output)["revisions"] as? [[String: Any]])
    #expect(rows.count == 2)
    let problem = try #require(rows.first?["problem"] as? String)
    #expect(problem.contains("nothing to analyse in '\(folder.path)'"), "\(problem)")
    #expect(!problem.contains("plumb-diff-"), "\(problem)")
    #expect(rows.last?["problem"] == nil && rows.last?["modules"] as? Int == 2)
    let second = try PlumbBinary.run(["history", folder.path, "--format", "json"])
    #expect(second.output == first.output)
  }
}
