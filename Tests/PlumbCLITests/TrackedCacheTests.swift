import Foundation
import PlumbKit
import Testing

/// A facts cache that git tracks inside the analysed repository came with it, not from this machine's runs (issue 33,
/// item 13): it is neither read nor written, and the run says so once; an untracked cache is used without a word.
@Suite struct TrackedCacheTests {
  typealias Repository = ChangedFilesTests

  @Test func aCacheGitTracksIsNotTrusted() throws {
    let root = try Repository.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try PlumbBinary.run(["check", root.path])
    #expect(first.status == 1)
    #expect(!first.errors.contains("git tracks"), "\(first.errors)")
    let cache = root.appendingPathComponent(".build/plumb-cache")
    #expect(FileManager.default.fileExists(atPath: cache.path))
    // The cache committed as a pull request could commit it: the next run neither trusts nor rewrites it.
    #expect(try Repository.git(["add", "-f", ".build/plumb-cache"], in: root) == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    let before = try files.map { try Data(contentsOf: cache.appendingPathComponent($0)) }
    let second = try PlumbBinary.run(["check", root.path])
    #expect(second.status == 1)
    #expect(Repository.undeclared(second.output) == Repository.undeclared(first.output))
    #expect(second.errors.contains("holds") && second.errors.contains("git tracks"), "\(second.errors)")
    let after = try files.map { try Data(contentsOf: cache.appendingPathComponent($0)) }
    #expect(after == before)
  }
}
