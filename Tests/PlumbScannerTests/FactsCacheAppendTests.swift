import Foundation
import PlumbModel
import Testing

@testable import PlumbScanner

/// The facts cache after a scan that made few entries: a record appended to the file, not the file written again;
/// read back it is the cache a whole write makes, and a record that does not check costs the whole file.
@Suite struct FactsCacheAppendTests {
  static let identity = FactsCache.Identity(toolVersion: "test")

  /// Forty small Swift files and a cache folder beside them.
  struct Tree {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-append-\(UUID().uuidString)")
    var cache: URL { root.appendingPathComponent(".build/plumb-cache") }
    var cacheFile: URL { cache.appendingPathComponent(FactsCache.fileName) }
    let paths = (0..<40).map { "File\($0).swift" }

    init() throws {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      for (index, path) in paths.enumerated() {
        try write(path, "struct Thing\(index) {\n  var name: String\n  func size() -> Int { name.count + \(index) }\n}\n")
      }
    }

    func write(_ path: String, _ text: String) throws {
      try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    func scan(_ cache: FactsCache? = nil) -> SourceScanner.Result {
      let cache = cache ?? FactsCache(folder: self.cache, identity: FactsCacheAppendTests.identity)
      return SourceScanner(threads: 2, cache: cache).scan(root: root, paths: paths)
    }

    func load() -> FactsCache { FactsCache(folder: cache, identity: FactsCacheAppendTests.identity) }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  @Test func oneEditedFileAppendsARecordThatReadsBackAsAWholeWrite() throws {
    let tree = try Tree()
    defer { tree.remove() }
    _ = tree.scan()
    let base = try Data(contentsOf: tree.cacheFile)
    try tree.write("File7.swift", "enum Edited { case one }\n")
    let edited = tree.scan()
    #expect(edited.cacheHits == 39)
    let appended = try Data(contentsOf: tree.cacheFile)
    // The base is untouched; the record holds one entry and the hashes of the 39 used.
    #expect(appended.prefix(base.count) == base)
    #expect(appended.count > base.count && appended.count < base.count + 2_000)
    let cache = tree.load()
    #expect(cache.ignoredBecause == nil)
    #expect(cache.count == 41)
    #expect(cache.tail?.records == 1)
    // Every entry with its generation, as a whole write would keep it: the used and the made ones of the last scan,
    // the edited file's old contents of the one before.
    #expect(Set(cache.entries.values.map(\.generation)) == [1, 2])
    #expect(cache.entries.values.filter { $0.generation == 1 }.count == 1)
    let next = tree.scan()
    #expect(next.cacheHits == 40)
    #expect(next.files == SourceScanner(threads: 1).scan(root: tree.root, paths: tree.paths).files)
  }

  @Test(arguments: ["truncated record", "flipped record", "record after a rewrite"])
  func aRecordThatDoesNotCheckCostsTheWholeFile(_ damage: String) throws {
    let tree = try Tree()
    defer { tree.remove() }
    _ = tree.scan()
    let base = try Data(contentsOf: tree.cacheFile)
    try tree.write("File3.swift", "enum Edited { case one }\n")
    _ = tree.scan()
    var bytes = try Data(contentsOf: tree.cacheFile)
    let record = bytes.suffix(from: base.count)
    switch damage {
    case "truncated record": bytes = bytes.prefix(base.count + record.count / 2)
    case "flipped record": bytes[base.count + record.count / 2] ^= 0x40
    default:
      // The record after another base: its checksum is chained to the base it was appended to.
      let other = try Tree()
      defer { other.remove() }
      try other.write("File0.swift", "enum Other { case one }\n")
      _ = other.scan()
      bytes = try Data(contentsOf: other.cacheFile) + record
    }
    try bytes.write(to: tree.cacheFile)
    let cache = tree.load()
    #expect(cache.ignoredBecause == "damaged, or not written by plumb for this user (checksum)")
    #expect(cache.count == 0)
    #expect(tree.scan(cache).cacheHits == 0)
    // Written whole again, and trusted.
    let again = tree.load()
    #expect(again.ignoredBecause == nil)
    #expect(again.tail?.records == 0)
    #expect(tree.scan(again).cacheHits == 40)
  }

  @Test func aFileAnotherRunWroteMeanwhileIsWrittenWholeNotAppendedTo() throws {
    let tree = try Tree()
    defer { tree.remove() }
    _ = tree.scan()
    // Two runs load the same file; the first appends, and the second finds the file longer than it loaded.
    let first = tree.load()
    let second = tree.load()
    try tree.write("File1.swift", "enum First { case one }\n")
    _ = tree.scan(first)
    #expect(tree.load().tail?.records == 1)
    try tree.write("File2.swift", "enum Second { case two }\n")
    _ = tree.scan(second)
    let cache = tree.load()
    #expect(cache.ignoredBecause == nil)
    #expect(cache.tail?.records == 0)
    #expect(tree.scan(cache).cacheHits == 40)
  }

  @Test func recordsStayAFractionOfTheBase() throws {
    let tree = try Tree()
    defer { tree.remove() }
    _ = tree.scan()
    var sawRewrite = false
    for round in 0..<12 {
      try tree.write("File\(round).swift", "enum Round\(round) { case one }\n")
      _ = tree.scan()
      let cache = tree.load()
      #expect(cache.ignoredBecause == nil)
      let tail = try #require(cache.tail)
      #expect(tail.appendedBytes <= (tail.size - tail.appendedBytes) / 4)
      if tail.records == 0 { sawRewrite = true }
    }
    #expect(sawRewrite)
    #expect(tree.scan().cacheHits == 40)
  }
}
