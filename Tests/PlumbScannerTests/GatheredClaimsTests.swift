import Dispatch
import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbScanner

/// `plumb history` analyses two revisions at once (its lanes) over one facts cache gathering in memory: a file both
/// revisions hold and the cache does not is parsed by one scan only. The first to need it claims it
/// (`FactsCache.claim`) and publishes its facts as soon as they are made; the other sets the file aside and takes
/// them from the cache at the end of its own files.
@Suite struct GatheredClaimsTests {
  /// 400 small files, the same contents for both scans.
  static let files: [(path: String, bytes: Data)] = (0..<400).map { number in
    let text = """
      import Foundation

      final class Model\(number) {
        var value = \(number)
        func doubled() -> Int { value * 2 }
      }

      """
    return ("Sources/Model\(number).swift", Data(text.utf8))
  }

  static func folder(_ prefix: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func twoScansAtOnceParseEachFileOnceAndGiveWhatOneScanGives() throws {
    let folder = try Self.folder("plumb-gathered-claims")
    defer { try? FileManager.default.removeItem(at: folder) }
    let contents = Dictionary(uniqueKeysWithValues: Self.files.map { ($0.path, $0.bytes) })
    let paths = Self.files.map(\.path)
    let cache = FactsCache(folder: folder.appendingPathComponent("cache"), identity: .init(toolVersion: "test"))
      .gathering()
    // One thread each, as each lane's revision has on two cores.
    let scanner = SourceScanner(threads: 1, cache: cache, contents: contents)
    let readings = scanner.read(root: folder, paths: paths)
    let results = ScanResults()
    DispatchQueue.concurrentPerform(iterations: 2) { lane in
      results.set(lane, scanner.scan(readings).files)
    }
    CacheWrites.wait()
    let alone = SourceScanner(threads: 1, contents: contents).scan(root: folder, paths: paths).files
    #expect(results.value(0) == alone)
    #expect(results.value(1) == alone)
    let counts = try #require(cache.gathered?.counts)
    #expect(counts.contents == Self.files.count)
    #expect(counts.made == Self.files.count, "files parsed by both scans: \(counts.made - counts.contents)")
  }

  /// Claims made and published by hand: the first asks makes, a second waits, contents that gave no facts (a file
  /// that failed its content checks) may be claimed again.
  @Test func aClaimIsTheFirstAsksAndEndsWhenPublished() throws {
    let folder = try Self.folder("plumb-gathered-claim")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = FactsCache(folder: folder, identity: .init(toolVersion: "test")).gathering()
    let plain = FactsCache(folder: folder, identity: .init(toolVersion: "test"))
    let hash = ContentHash(of: Data("struct A {}\n".utf8))
    #expect(plain.claim(hash) == .mine)
    #expect(plain.claim(hash) == .mine)
    #expect(cache.claim(hash) == .mine)
    #expect(cache.claim(hash) == .othersMaking)
    cache.publish(hash, facts: Optional<FileFacts>.none)
    #expect(cache.claim(hash) == .mine)
    let facts = SourceScanner.scan(source: "struct A {}\n", path: "A.swift")
    cache.publish(hash, facts: facts)
    cache.waitWhileMaking(hash)
    #expect(cache.claim(hash) == .made)
    #expect(cache.facts(for: hash, path: "A.swift") == facts)
  }
}

/// The two scans' files, by lane.
private final class ScanResults: @unchecked Sendable {
  // Sendable: `files` is behind the lock.
  private let lock = NSLock()
  private var files: [Int: [FileFacts]] = [:]

  func set(_ lane: Int, _ value: [FileFacts]) { lock.withLock { files[lane] = value } }
  func value(_ lane: Int) -> [FileFacts]? { lock.withLock { files[lane] } }
}
