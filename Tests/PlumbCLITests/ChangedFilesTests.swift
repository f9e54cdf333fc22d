import Foundation
import Testing

/// `plumb check --files`, `--since` and `--staged` on a temporary git repository: rules see the whole graph, and
/// only what the changed files and their modules touch is reported.
@Suite struct ChangedFilesTests {
  /// A package whose modules A and C both import B without declaring it: one `undeclared-import` each.
  static func repository() throws -> URL {
    let root = try makeWorkspaceFolder("plumb-changes", empty: true)
    func write(_ path: String, _ text: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B"), .target(name: "C"), .target(name: "D")])
      """)
    try write("Sources/A/A.swift", "import B\npublic let a = BThing()\n")
    try write("Sources/B/B.swift", "public struct BThing { public init() {} }\n")
    try write("Sources/C/C.swift", "import B\npublic let c = BThing()\n")
    try write("Sources/D/D.swift", "public let d = 4\n")
    try commitEverything(in: root)
    return root
  }

  /// Makes `root` a git repository whose one commit holds every file in it.
  static func commitEverything(in root: URL) throws {
    for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "one"]] {
      try git(arguments, in: root)
    }
  }

  @discardableResult
  static func git(_ arguments: [String], in root: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", root.path] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  static func undeclared(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.contains("[undeclared-import]") }.map { String($0.split(separator: ":")[0]) }
      .map { $0.components(separatedBy: "/Sources/").last ?? $0 }
  }

  @Test func filesLimitsTheReportToTheirModules() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let all = try PlumbBinary.run(["check", root.path, "--no-cache"])
    #expect(Self.undeclared(all.output) == ["A/A.swift", "C/C.swift"])
    let onlyA = try PlumbBinary.run(["check", root.path, "--no-cache", "--files", root.appendingPathComponent("Sources/A/A.swift").path])
    #expect(onlyA.status == 1)
    #expect(Self.undeclared(onlyA.output) == ["A/A.swift"])
    #expect(onlyA.errors.contains("reporting what 1 changed file(s) and their modules touch"))
    // Both findings name B, the module they import: a change to B touches them.
    let onlyB = try PlumbBinary.run(["check", root.path, "--no-cache", "--files", root.appendingPathComponent("Sources/B/B.swift").path])
    #expect(Self.undeclared(onlyB.output) == ["A/A.swift", "C/C.swift"])
    // D's file touches module D, which no finding names: nothing to report.
    let onlyD = try PlumbBinary.run(["check", root.path, "--no-cache", "--files", root.appendingPathComponent("Sources/D/D.swift").path])
    #expect(onlyD.status == 0)
    #expect(Self.undeclared(onlyD.output).isEmpty)
  }

  @Test func sinceReportsWhatChangedAfterARevision() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    try "import B\npublic let c = BThing()\npublic let d = 1\n".write(
      to: root.appendingPathComponent("Sources/C/C.swift"), atomically: true, encoding: .utf8)
    let result = try PlumbBinary.run(["check", root.path, "--no-cache", "--since", "HEAD"])
    #expect(Self.undeclared(result.output) == ["C/C.swift"])
    let wrong = try PlumbBinary.run(["check", root.path, "--no-cache", "--since", "no-such-revision"])
    #expect(wrong.status == 2)
    #expect(wrong.errors.contains("'no-such-revision' is not a commit of the git repository at"))
  }

  @Test func stagedScansTheStagedContentsNotTheWorkingTree() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("Sources/A/A.swift")
    // Staged: A no longer imports B. Working tree: the import is back, not staged.
    try "public let a = 1\n".write(to: file, atomically: true, encoding: .utf8)
    try Self.git(["add", "Sources/A/A.swift"], in: root)
    try "import B\npublic let a = BThing()\n".write(to: file, atomically: true, encoding: .utf8)
    let staged = try PlumbBinary.run(["check", root.path, "--staged"])
    #expect(staged.status == 0, "\(staged.output)")
    #expect(Self.undeclared(staged.output).isEmpty)
    // Without --staged the working tree's import is reported; the cache does not confuse the two.
    let working = try PlumbBinary.run(["check", root.path])
    #expect(Self.undeclared(working.output) == ["A/A.swift", "C/C.swift"])
    let stagedAgain = try PlumbBinary.run(["check", root.path, "--staged"])
    #expect(Self.undeclared(stagedAgain.output).isEmpty)
  }

  /// A suppression comment is read from the contents the scan read: a staged `plumb:disable` silences the staged
  /// finding, and one only in the working tree does not.
  @Test func stagedSuppressionCommentsAreTheStagedOnes() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("Sources/A/A.swift")
    try "// plumb:disable-next-line undeclared-import\nimport B\npublic let a = BThing()\n".write(
      to: file, atomically: true, encoding: .utf8)
    try Self.git(["add", "Sources/A/A.swift"], in: root)
    try "import B\npublic let a = BThing()\n".write(to: file, atomically: true, encoding: .utf8)
    let staged = try PlumbBinary.run(["check", root.path, "--staged", "--no-cache"])
    #expect(staged.status == 0, "\(staged.output)")
    #expect(Self.undeclared(staged.output).isEmpty)

    // The other way round: the comment only in the working tree does not silence the staged import.
    try "import B\npublic let a = BThing()\npublic let staged = 2\n".write(to: file, atomically: true, encoding: .utf8)
    try Self.git(["add", "Sources/A/A.swift"], in: root)
    try "// plumb:disable undeclared-import\nimport B\npublic let a = BThing()\npublic let staged = 2\n".write(
      to: file, atomically: true, encoding: .utf8)
    let unsilenced = try PlumbBinary.run(["check", root.path, "--staged", "--no-cache"])
    #expect(Self.undeclared(unsilenced.output) == ["A/A.swift"])
  }

  /// A revision is never taken for one of git's options: `--since=--output=Package.swift` made `git diff` truncate
  /// the manifest. Errors about revisions and repositories are one line in plumb's words.
  @Test func revisionsAreNeverOptionsAndErrorsAreOneLine() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let manifest = root.appendingPathComponent("Package.swift")
    let before = try Data(contentsOf: manifest)
    for command in [["check", "--since=--output=Package.swift"], ["affected", "--since=--output=Package.swift"]] {
      let result = try PlumbBinary.run([command[0], root.path, command[1], "--no-cache"])
      #expect(result.status == 2, "\(command)")
      #expect(result.errors.contains("'--output=Package.swift' is not a revision"), "\(result.errors)")
    }
    #expect(try Data(contentsOf: manifest) == before)
    let diff = try PlumbBinary.run(["diff", "nosuchrev", "--path", root.path])
    #expect(diff.status == 2)
    #expect(diff.errors.contains("'nosuchrev' is not a commit of the git repository at"), "\(diff.errors)")

    let outside = try makeWorkspaceFolder("plumb-no-git")
    defer { try? FileManager.default.removeItem(at: outside) }
    let staged = try PlumbBinary.run(["check", outside.path, "--staged"])
    #expect(staged.status == 2)
    #expect(staged.errors.contains("is not in a git working tree, which --staged needs"), "\(staged.errors)")
    #expect(staged.errors.split(separator: "\n").count <= 2, "\(staged.errors)")
  }

  @Test func theModesCannotBeCombined() throws {
    let result = try PlumbBinary.run(["check", ".", "--staged", "--since", "HEAD"])
    #expect(result.status == 2 || result.status == 64)
    #expect(result.errors.contains("cannot be combined"))
  }
}
