import Foundation
@testable import PlumbKit
import PlumbTestSupport
import Testing

/// A staged check reads the last run's analysis and facts on the other core while git answers (`CacheReadAhead`):
/// the next pipeline over the same folder takes what was read, once; a pipeline over another folder reads its own; and a
/// staged run whose git fails says so and exits 2 as a run without the cache does.
@Suite(.serialized) struct CacheReadAheadTests {
  @Test func thePipelineOverTheSameFolderTakesTheCacheReadAheadOnce() throws {
    let folder = try DerivationCacheTests.package()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = folder.appendingPathComponent(".build/plumb-cache")
    let other = folder.appendingPathComponent(".build/other-cache")
    _ = try Pipeline(root: folder, options: AnalysisOptions(cacheFolder: cache)).run()
    let stored = try #require(AnalysisCache(folder: cache, toolVersion: PlumbVersion.current).snapshot)

    CacheReadAhead.start(folder: cache)
    #expect(CacheReadAhead.analysisCache(folder: other) == nil)
    let pipeline = try Pipeline(root: folder, options: AnalysisOptions(cacheFolder: cache))
    let taken = try #require(pipeline.analysisCache)
    #expect(taken.snapshot?.generation == stored.generation)
    #expect(taken.snapshot?.scan?.hashes == stored.scan?.hashes)
    let facts = try #require(CacheReadAhead.factsCache(folder: cache))
    // The facts of every file the last run scanned (the cache was made by that one run).
    #expect(facts.ignoredBecause == nil)
    #expect(facts.count == Set(stored.scan?.hashes.values.map { $0 } ?? []).count && facts.count > 0)
    // Taken once: the next pipeline reads the folder itself.
    #expect(CacheReadAhead.analysisCache(folder: cache) == nil)
    #expect(CacheReadAhead.factsCache(folder: cache) == nil)
    let next = try #require(Pipeline(root: folder, options: AnalysisOptions(cacheFolder: cache)).analysisCache)
    #expect(next !== taken)
    #expect(next.snapshot?.generation == stored.generation)

    // Read ahead for another folder: the pipeline over this one does not take it.
    CacheReadAhead.start(folder: other)
    let own = try #require(Pipeline(root: folder, options: AnalysisOptions(cacheFolder: cache)).analysisCache)
    #expect(own.file == cache.appendingPathComponent(AnalysisCache.fileName))
    #expect(CacheReadAhead.analysisCache(folder: other) != nil)
    #expect(CacheReadAhead.factsCache(folder: other)?.count == 0)
  }

  /// The index damaged after a cached run: `git diff --cached` fails while the cache is read ahead, and the run says
  /// what it says without the cache, exit code 2.
  @Test func aStagedRunWhoseGitFailsSaysSoWithTheCacheReadAhead() throws {
    let folder = try DerivationCacheTests.package()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ChangedFilesTests.commitEverything(in: folder)
    let cache = folder.appendingPathComponent(".build/plumb-cache")
    _ = try AnalysisCacheTests.outputs(folder, cache: cache)
    #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent(AnalysisCache.fileName).path))
    try Data("not an index".utf8).write(to: folder.appendingPathComponent(".git/index"))
    func staged(_ cache: URL?) throws -> [String] {
      let cacheArguments = cache.map { ["--cache-path", $0.path] } ?? ["--no-cache"]
      let result = try PlumbBinary.run(["check", "--staged"] + cacheArguments, in: folder)
      return ["\(result.status)", result.output, result.errors]
    }
    let none = try staged(nil)
    #expect(none[0] == "2")
    #expect(none[2].contains("git diff --cached failed"), "\(none[2])")
    #expect(try staged(cache) == none)
  }
}
