import Foundation
@testable import PlumbKit
import PlumbModel
@testable import PlumbScanner
import PlumbTestSupport
import Testing

/// A check after an edit, edited or staged, decodes from the facts cache only the facts it needs: those of the files
/// it did not change stay there (`SourceScanner.scan(_:after:)`). Seen from outside: the facts of an untouched file,
/// damaged in the cache on purpose, are never decoded (a run that decoded them would parse the file again and store
/// them anew), and each run says what a run without any cache says.
@Suite struct FactsLeftInCacheTests {
  static let untouched = "Sources/Tools/Tool.swift"
  static let edited = "Sources/Feature/ListViewModel.swift"

  /// `check --reporter json` of `folder` (staged: `--staged`, from inside it), with the cache in `cache` (nil:
  /// `--no-cache`): exit status, standard output, standard error.
  static func check(_ folder: URL, cache: URL?, staged: Bool = false) throws -> [String] {
    let cacheArguments = cache.map { ["--cache-path", $0.path] } ?? ["--no-cache"]
    let result =
      staged
      ? try PlumbBinary.run(["check", "--staged", "--reporter", "json"] + cacheArguments, in: folder)
      : try PlumbBinary.run(["check", folder.path, "--reporter", "json"] + cacheArguments)
    return ["\(result.status)", result.output, result.errors]
  }

  static let identity = FactsCache.Identity(toolVersion: PlumbVersion.current)

  /// Replaces the cached facts of the contents `hash` with bytes that are no facts, in a file sealed again with the
  /// user's key (so that the cache is trusted as a whole).
  static func damage(_ hash: ContentHash, in cache: URL) throws {
    let file = cache.appendingPathComponent(FactsCache.fileName)
    let (stored, generation, _) = try FactsCache.parse(
      [UInt8](Data(contentsOf: file)), identity: identity, key: CacheKey.value)
    var entries = stored
    try #require(entries[hash] != nil)
    entries[hash]?.bytes = [0xFF, 0xFF, 0xFF]
    let bytes = FactsCache.base(
      of: entries.map { (hash: $0.key, entry: $0.value) }, identity: identity, generation: generation, key: CacheKey.value)
    try Data(bytes).write(to: file)
  }

  /// Whether the cache still holds the damaged facts of `hash`: trusted, but not decodable.
  static func isDamaged(_ hash: ContentHash, path: String, in cache: URL) -> Bool {
    let facts = FactsCache(folder: cache, identity: identity)
    return facts.ignoredBecause == nil && facts.holds(hash) && facts.facts(for: hash, path: path) == nil
  }

  @Test func runsAfterAnEditNeverDecodeTheFactsOfFilesTheyDidNotChange() throws {
    let folder = AnalysisCacheTests.scratchFolder()
    try FileManager.default.copyItem(at: Fixtures.url("Scanner/FactsOnDemand"), to: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    try ChangedFilesTests.commitEverything(in: folder)
    let cache = folder.appendingPathComponent(".build/plumb-cache")
    let edited = folder.appendingPathComponent(Self.edited)
    let original = try Data(contentsOf: edited)
    let none = try Self.check(folder, cache: nil)
    #expect(none[0] != "2", "\(none[2])")
    #expect(try Self.check(folder, cache: cache) == none, "cold")
    #expect(try Self.check(folder, cache: cache) == none, "warm")

    let tool = ContentHash(of: try Data(contentsOf: folder.appendingPathComponent(Self.untouched)))
    try Self.damage(tool, in: cache)
    #expect(Self.isDamaged(tool, path: Self.untouched, in: cache))

    try AnalysisCacheTests.append(
      "\nfunc plumbEdited(_ value: Int) -> Int {\n  guard value > 1 else { return 0 }\n  return value * 2\n}\n", to: edited)
    #expect(try Self.check(folder, cache: cache) == Self.check(folder, cache: nil), "edited")
    #expect(Self.isDamaged(tool, path: Self.untouched, in: cache), "edited")

    try original.write(to: edited)
    #expect(try Self.check(folder, cache: cache) == none, "restored")
    try AnalysisCacheTests.append("\nfunc plumbStaged() -> String {\n  greeting()\n}\n", to: edited)
    #expect(try ChangedFilesTests.git(["add", Self.edited], in: folder) == 0)
    let staged = try Self.check(folder, cache: nil, staged: true)
    #expect(staged[0] != "2", "\(staged[2])")
    #expect(try Self.check(folder, cache: cache, staged: true) == staged, "staged")
    #expect(Self.isDamaged(tool, path: Self.untouched, in: cache), "staged")

    try original.write(to: edited)
    #expect(try ChangedFilesTests.git(["reset", "-q", "--", Self.edited], in: folder) == 0)
    #expect(try Self.check(folder, cache: cache) == none, "restored and unstaged")
  }
}
