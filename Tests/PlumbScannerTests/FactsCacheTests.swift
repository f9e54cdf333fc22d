import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbScanner

/// The facts cache: what it stores comes back equal, and what it cannot trust it ignores.
@Suite struct FactsCacheTests {
  static let identity = FactsCache.Identity(toolVersion: "test")

  /// A folder with a few Swift files and an empty cache folder beside them.
  struct Workspace {
    let root: URL
    var cache: URL { root.appendingPathComponent(".build/plumb-cache") }
    var cacheFile: URL { cache.appendingPathComponent(FactsCache.fileName) }
    let paths = ["A.swift", "B.swift", "Sub/C.swift"]

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-cache-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: root.appendingPathComponent("Sub"), withIntermediateDirectories: true)
      try write("A.swift", "import UIKit\nfinal class AViewController: UIViewController {\n  func f(x: Int) -> Int { x > 1 ? x : 0 }\n}\n")
      try write("B.swift", "struct B: Codable { var name: String }\n")
      try write("Sub/C.swift", "enum C { case a, b\n  func g() { if true {} }\n")
    }

    func write(_ path: String, _ text: String) throws {
      try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    func scan(identity: FactsCache.Identity = FactsCacheTests.identity, maximumBytes: Int = FactsCache.defaultMaximumBytes)
      -> (SourceScanner.Result, FactsCache)
    {
      let cache = FactsCache(folder: self.cache, identity: identity, maximumBytes: maximumBytes)
      return (SourceScanner(threads: 2, cache: cache).scan(root: root, paths: paths), cache)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  @Test func everySampleAndFixtureRoundTripsThroughTheCodec() throws {
    var count = 0
    for folder in [Fixtures.samples, Fixtures.directory] {
      let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
      for case let url as URL in enumerator where url.pathExtension == "swift" {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        let facts = SourceScanner.scan(source: text, path: url.lastPathComponent)
        var writer = ByteWriter()
        FactsCodec.encode(facts, into: &writer)
        let decoded = try writer.bytes.withUnsafeBytes { raw in
          var reader = ByteReader(raw)
          let facts = try FactsCodec.decode(path: url.lastPathComponent, from: &reader)
          #expect(reader.isAtEnd)
          return facts
        }
        #expect(decoded == facts, "\(url.path)")
        count += 1
      }
    }
    #expect(count > 300)
  }

  /// The schema's hash is written out (reflecting on the facts cost every run its time): a fact that gains or loses a
  /// field changes the reflected schema, and this fails until the hash written out is the new one.
  @Test func theSchemaHashWrittenOutIsTheFactsShape() {
    #expect(
      FactsCache.schemaHash == FactsCache.schemaHash(of: FactsCodec.schema),
      "the facts changed shape: set FactsCache.schemaHash to \"\(FactsCache.schemaHash(of: FactsCodec.schema))\"")
  }

  @Test func aSecondScanReadsEveryFileFromTheCache() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let (cold, coldCache) = workspace.scan()
    #expect(coldCache.count == 0)
    #expect(cold.cacheHits == 0)
    let (warm, warmCache) = workspace.scan()
    #expect(warmCache.count == 3)
    #expect(warm.cacheHits == 3)
    #expect(warm.files == cold.files)
    #expect(warm.diagnostics == cold.diagnostics)
    // The file with a syntax error keeps its diagnostic when its facts come from the cache.
    #expect(warm.diagnostics.contains { $0.location?.file == "Sub/C.swift" })
    // Scanning without a cache gives the same facts.
    #expect(SourceScanner(threads: 1).scan(root: workspace.root, paths: workspace.paths).files == warm.files)
  }

  @Test func anEditedFileIsScannedAgainAndTheOthersAreNot() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    _ = workspace.scan()
    try workspace.write("B.swift", "struct B: Codable { var name: String; var age: Int }\n")
    let (result, _) = workspace.scan()
    #expect(result.cacheHits == 2)
    #expect(result.files.first { $0.path == "B.swift" }?.types.first?.properties.count == 2)
    // The same contents under another name are a hit, with the new path.
    try workspace.write("A.swift", "struct B: Codable { var name: String; var age: Int }\n")
    let (again, _) = workspace.scan()
    #expect(again.cacheHits == 3)
    #expect(again.files.map(\.path) == workspace.paths)
    #expect(again.files[0].types.first?.name == "B")
  }

  @Test(arguments: ["truncated", "flipped", "foreign", "empty", "another plumb"])
  func aCacheThatCannotBeTrustedIsIgnoredAndRebuilt(_ damage: String) throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let (cold, _) = workspace.scan()
    var bytes = try Data(contentsOf: workspace.cacheFile)
    var identity = Self.identity
    switch damage {
    case "truncated": bytes = bytes.prefix(bytes.count / 2)
    case "flipped": bytes[bytes.count / 2] ^= 0x40
    case "foreign": bytes = Data("{\"not\": \"a cache\"}".utf8)
    case "empty": bytes = Data()
    default: identity = FactsCache.Identity(toolVersion: "another")
    }
    try bytes.write(to: workspace.cacheFile)
    let (result, cache) = workspace.scan(identity: identity)
    #expect(cache.count == 0)
    #expect(cache.ignoredBecause != nil)
    #expect(result.cacheHits == 0)
    #expect(result.files == cold.files)
    // Rewritten whole: the next scan trusts it again.
    let (next, nextCache) = workspace.scan(identity: identity)
    #expect(nextCache.ignoredBecause == nil)
    #expect(next.cacheHits == 3)
  }

  /// A cache plumb did not write for this user is not trusted, however well formed: one committed in an analysed
  /// repository, its facts forged for the real files' hashes and its checksum recomputed (here: written with another
  /// key, as anyone without the user's key must), would otherwise hide violations from CI.
  @Test func aCacheWrittenWithAnotherKeyIsNotTrusted() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let forger = FactsCache(folder: workspace.cache, identity: Self.identity, key: Array(repeating: 7, count: 32))
    let forged = SourceScanner(threads: 2, cache: forger).scan(root: workspace.root, paths: workspace.paths)
    #expect(forged.cacheHits == 0)
    let (result, cache) = workspace.scan()
    #expect(cache.count == 0)
    #expect(cache.ignoredBecause == "damaged, or not written by plumb for this user (checksum)")
    #expect(result.cacheHits == 0)
    // The key is the user's own, kept in their cache folder, readable by them alone.
    let keyFile = try #require(CacheKey.file)
    _ = CacheKey.value
    let attributes = try FileManager.default.attributesOfItem(atPath: keyFile.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(try Data(contentsOf: keyFile).count == CacheKey.length)
  }

  @Test func theCacheStaysWithinItsSizeKeepingWhatTheLastScanUsed() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    _ = workspace.scan()
    // Other contents for every file: the old entries are now unused; a small bound keeps only the new ones.
    for path in workspace.paths { try workspace.write(path, "let value\(path.count) = \"\(path)\"\n") }
    _ = workspace.scan(maximumBytes: 1)
    let cache = FactsCache(folder: workspace.cache, identity: Self.identity)
    #expect(cache.count == 3)
    let (result, _) = workspace.scan()
    #expect(result.cacheHits == 3)
  }

  @Test func theHashTellsContentsApart() {
    func hash(_ text: String) -> ContentHash {
      var text = text
      return text.withUTF8 { ContentHash(of: $0) }
    }
    #expect(hash("ab") != hash("ab\0"))
    #expect(hash("") != hash("\0"))
    #expect(hash(String(repeating: "x", count: 33)) != hash(String(repeating: "x", count: 32) + "y"))
    #expect(hash("let a = 1\n") == hash("let a = 1\n"))
    var seen = Set<ContentHash>()
    for index in 0..<10_000 { seen.insert(hash("let value = \(index)\n")) }
    #expect(seen.count == 10_000)
  }
}

/// What the facts cache keeps besides the syntax facts: the generator header and the suppression comments, read from
/// the same bytes as the rest.
@Suite struct FactsCacheExtrasTests {
  @Test func theGeneratorAndTheSuppressionCommentsSurviveTheCodec() throws {
    let source = """
      // Generated using Sourcery 2.1.7 — https://github.com/krzysztofzablocki/Sourcery
      // DO NOT EDIT
      // plumb:disable no-cycles, test-presence
      import Foundation

      // plumb:disable-next-line undeclared-import
      import Combine
      struct Mock {}
      """
    let facts = SourceScanner.scan(source: source, path: "Mock.swift")
    #expect(facts.generatedBy != nil)
    #expect(facts.suppressions.file == ["no-cycles", "test-presence"])
    #expect(facts.suppressions.lines == [7: ["undeclared-import"]])
    var writer = ByteWriter()
    FactsCodec.encode(facts, into: &writer)
    let decoded = try writer.bytes.withUnsafeBytes { raw in
      var reader = ByteReader(raw)
      return try FactsCodec.decode(path: "Mock.swift", from: &reader)
    }
    #expect(decoded == facts)
  }

  @Test func theByteScanFindsWhatTheLineScanFinds() {
    let texts = [
      "let a = 1\n", "// plumb:disable\nlet a = 1\n", "let s = \"// plumb:disable-next-line x\"\r\nlet b = 2\r\n",
      "/* plumb:disable */\n// plumb:disable-next-line\tone,two\nlet c = 3", "// plumb:disabled\n", "",
    ]
    for text in texts {
      var copy = text
      let fromBytes = copy.withUTF8 { SuppressionComments.parse($0) }
      #expect(fromBytes == SuppressionComments.parse(text), "\(text)")
    }
    #expect(SuppressionComments.parse("// plumb:disable-next-line\tone,two\nx").suppresses(ruleID: "two", line: 2))
    #expect(!SuppressionComments.parse("// plumb:disable-next-line one\nx").suppresses(ruleID: "one", line: 1))
  }
}
