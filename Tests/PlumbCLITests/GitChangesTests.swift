import Foundation
import PlumbKit
import Testing

/// What `check --staged` and `affected --since` take from git (issue 33, items 8 and 9): deleted files touch their
/// module, a file staged and then removed from the working tree is checked from the index, a staged submodule is
/// said not to be checked, and the staged contents are read with one `git cat-file --batch`, not a process each.
@Suite struct GitChangesTests {
  typealias Repository = ChangedFilesTests

  static func write(_ path: String, _ text: String, in root: URL) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  static func commit(_ root: URL) throws {
    try Repository.git(["add", "-A"], in: root)
    try Repository.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "next"], in: root)
  }

  /// A's second file deleted and staged: A is touched, so the undeclared import in A's other file is reported.
  /// Before, the deletion was left out (`--diff-filter=ACMR`) and the run said nothing (exit 0).
  @Test func aStagedDeletionTouchesItsModule() throws {
    let root = try Repository.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.write("Sources/A/Second.swift", "public let second = 2\n", in: root)
    try Self.commit(root)
    try Repository.git(["rm", "-q", "Sources/A/Second.swift"], in: root)
    let result = try PlumbBinary.run(["check", root.path, "--staged", "--no-cache"])
    #expect(result.status == 1, "\(result.output)\(result.errors)")
    #expect(Repository.undeclared(result.output) == ["A/A.swift"], "\(result.output)")
  }

  /// `git rm --cached`: the index deletes the file, the working tree still has it; the staged state is checked,
  /// so the file's undeclared import is not reported.
  @Test func aFileDeletedInTheIndexIsNotScannedFromTheWorkingTree() throws {
    let root = try Repository.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.write("Sources/A/Second.swift", "public let second = 2\n", in: root)
    try Self.commit(root)
    try Repository.git(["rm", "-q", "--cached", "Sources/A/A.swift"], in: root)
    let result = try PlumbBinary.run(["check", root.path, "--staged", "--no-cache"])
    #expect(result.status != 2, "\(result.errors)")
    #expect(Repository.undeclared(result.output).isEmpty, "\(result.output)")
  }

  /// A new file staged with two undeclared imports, then deleted from the working tree: it is checked from the
  /// index (exit 1, two findings). Before: skipped, exit 0.
  @Test func aStagedFileMissingFromTheWorkingTreeIsCheckedFromTheIndex() throws {
    let root = try Repository.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.write("Sources/D/Staged.swift", "import B\nimport C\npublic let staged = BThing()\n", in: root)
    try Repository.git(["add", "Sources/D/Staged.swift"], in: root)
    try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/D/Staged.swift"))
    let result = try PlumbBinary.run(["check", root.path, "--staged", "--no-cache"])
    #expect(result.status == 1, "\(result.output)\(result.errors)")
    #expect(Repository.undeclared(result.output) == ["D/Staged.swift", "D/Staged.swift"], "\(result.output)")
  }

  /// A submodule's new commit is staged: its files are another repository's, and plumb says it does not check them.
  @Test func aStagedSubmoduleIsSaidNotToBeChecked() throws {
    let root = try Repository.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let commit = try Shell.run(["git", "rev-parse", "HEAD"], in: root).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
    try Repository.git(["update-index", "--add", "--cacheinfo", "160000,\(commit),Vendor/Kit"], in: root)
    let result = try PlumbBinary.run(["check", root.path, "--staged", "--no-cache"])
    #expect(result.errors.contains("'Vendor/Kit' is a git submodule: its files are not checked"), "\(result.errors)")
  }

  /// `affected --since`: a file deleted since the revision touches the module whose folder held it.
  @Test func aFileDeletedSinceARevisionTouchesItsModule() throws {
    let root = try Repository.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.write("Sources/D/Second.swift", "public let second = 2\n", in: root)
    try Self.commit(root)
    try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/D/Second.swift"))
    let result = try PlumbBinary.run(["affected", root.path, "--since", "HEAD", "--format", "json", "--no-cache"])
    #expect(result.status == 0, "\(result.errors)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(json["changedFiles"] as? [String] == ["Sources/D/Second.swift"], "\(result.output)")
    #expect(json["touched"] as? [String] == ["P/D"], "\(result.output)")
  }

  /// 2,000 staged files: their contents come from one `git cat-file --batch` (two git processes in all, not one
  /// `git show` per file), byte for byte, whatever the bytes.
  @Test func stagedContentsAreReadInOneBatch() throws {
    let root = try Repository.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    for index in 0..<2_000 {
      try Self.write("Sources/D/File\(index).swift", "public let value\(index) = \(index)\n", in: root)
    }
    let odd = Data([0x2F, 0x2F, 0x0A, 0x00, 0xFF, 0x0A, 0x0A]) + Data("let tail = 1".utf8)
    try odd.write(to: root.appendingPathComponent("Sources/D/Odd.swift"))
    try Repository.git(["add", "-A"], in: root)
    let work = WorkCounter()
    let changes = try ChangeSet.staged(root: root, work: work)
    #expect(work.steps <= 2, "\(work.steps) git processes")
    #expect(changes.paths.count == 2_001)
    #expect(changes.contents.count == 2_001)
    #expect(changes.contents["Sources/D/File1234.swift"] == Data("public let value1234 = 1234\n".utf8))
    #expect(changes.contents["Sources/D/Odd.swift"] == odd)
  }
}
