import Foundation
import PlumbModel

/// Per-file facts kept between runs, keyed by the file's content hash (`ContentHash`), so an unchanged file is not
/// parsed again wherever it is and whatever git knows.
///
/// One file, written whole and atomically (a temporary file renamed over the old one) at the end of a scan. It is
/// only trusted when everything checks: its magic, its identity (plumb's version, the shape of the facts and the
/// scanner's options) and a checksum over all of it. A truncated, damaged or foreign file, or one written by
/// another plumb, is ignored and replaced: the worst it can cost is one cold scan. Its size is bounded: entries the
/// last scan used are kept first, then the most recently used others, up to `maximumBytes`.
public struct FactsCache: Sendable {
  /// What the cache's entries were made by: entries of another identity are never read.
  public struct Identity: Hashable, Sendable {
    public var toolVersion: String
    public var scannerOptions: String

    public init(toolVersion: String, scannerOptions: String = "") {
      self.toolVersion = toolVersion
      self.scannerOptions = scannerOptions
    }

    var text: String {
      "plumb \(toolVersion); facts \(FactsCache.schemaHash); parser \(SourceScanner.parsing); "
        + "options \(scannerOptions)"
    }
  }

  struct Entry: Sendable {
    /// `FactsCodec` bytes of the facts, without the path.
    var bytes: [UInt8]
    /// The scan that last used the entry (scans are numbered from 1 in each cache).
    var generation: UInt64
  }

  /// The file the cache lives in.
  public let file: URL
  public let identity: Identity
  public var maximumBytes: Int
  let entries: [ContentHash: Entry]
  /// The number of the scan that loaded the cache.
  let generation: UInt64
  /// Why the file on disk was not used, when there was one: `nil` when it loaded, or when there was none.
  public let ignoredBecause: String?

  public static let fileName = "facts-v1.bin"
  /// Bytes an entry takes besides its facts: the 24-byte key, its generation and its length.
  static let entryOverhead = 40
  public static let defaultMaximumBytes = 512 << 20
  static let magic = Array("PLUMBFC1".utf8)
  /// Names the shape of the facts: a cache of another shape is another plumb's.
  public static var schemaVersion: String { schemaHash }
  static let schemaHash: String = {
    var schema = FactsCodec.schema
    let hash = schema.withUTF8 { ContentHash(of: $0) }
    return String(hash.high, radix: 16)
  }()

  /// The key of the checksum (`CacheKey`): only a cache written with it is trusted.
  let key: [UInt8]
  /// Where the facts of many scans in one process gather (`plumb history`'s revisions): scans read from it and add
  /// to it instead of rewriting the file each time; `saveGathered()` writes the file once at the end. nil: each
  /// scan writes the file.
  public private(set) var gathered: Gathered?

  /// Facts made or used by the scans of one process, encoded once, by content hash.
  public final class Gathered: @unchecked Sendable {
    private let lock = NSLock()
    fileprivate var made: [ContentHash: [UInt8]] = [:]
    fileprivate var used = Set<ContentHash>()

    fileprivate func bytes(for hash: ContentHash) -> [UInt8]? { lock.withLock { made[hash] } }

    fileprivate func add(used: Set<ContentHash>, made: [ContentHash: [UInt8]]) {
      lock.withLock {
        self.used.formUnion(used)
        self.made.merge(made) { first, _ in first }
      }
    }

    fileprivate var snapshot: (used: Set<ContentHash>, made: [ContentHash: [UInt8]]) { lock.withLock { (used, made) } }
  }

  /// This cache, with the facts of later scans gathered in memory until `saveGathered()`.
  public func gathering() -> FactsCache {
    var cache = self
    cache.gathered = Gathered()
    return cache
  }

  /// Writes what the scans gathered (`gathering()`), with the entries they used, in one file.
  @discardableResult
  public func saveGathered() -> Bool {
    guard let gathered else { return false }
    let (used, made) = gathered.snapshot
    guard !made.isEmpty else { return false }
    return write(used: used, made: made)
  }

  /// Loads the cache in `folder` (`.build/plumb-cache` by default); a missing folder or file is an empty cache.
  public init(folder: URL, identity: Identity, maximumBytes: Int = FactsCache.defaultMaximumBytes) {
    self.init(folder: folder, identity: identity, maximumBytes: maximumBytes, key: CacheKey.value)
  }

  init(folder: URL, identity: Identity, maximumBytes: Int = FactsCache.defaultMaximumBytes, key: [UInt8]) {
    file = folder.appendingPathComponent(Self.fileName)
    self.key = key
    self.identity = identity
    self.maximumBytes = maximumBytes
    CacheWrites.wait()
    guard let data = try? Data(contentsOf: file) else {
      entries = [:]
      generation = 1
      ignoredBecause = nil
      return
    }
    do {
      let (entries, generation) = try Self.parse(data, identity: identity, key: key)
      self.entries = entries
      self.generation = generation + 1
      ignoredBecause = nil
    } catch let reason as Ignored {
      entries = [:]
      generation = 1
      ignoredBecause = reason.reason
    } catch {
      entries = [:]
      generation = 1
      ignoredBecause = "unreadable"
    }
  }

  struct Ignored: Error {
    var reason: String
  }

  public var count: Int { entries.count }

  /// The cached facts of a file with these contents, under `path`; nil when not cached (or the entry is damaged).
  func facts(for hash: ContentHash, path: String) -> FileFacts? {
    guard let bytes = entries[hash]?.bytes ?? gathered?.bytes(for: hash) else { return nil }
    return bytes.withUnsafeBytes { raw in
      var reader = ByteReader(raw)
      guard let facts = try? FactsCodec.decode(path: path, from: &reader), reader.isAtEnd else { return nil }
      return facts
    }
  }

  // MARK: Writing

  /// Writes the cache back: the entries this scan used (`used`: already cached) and made (`made`: new facts), then
  /// older entries while they fit. Failing to write (a read-only folder) only means the next run is cold.
  /// While gathering (`gathering()`), the entries go to memory and nothing is written.
  @discardableResult
  func save(used: Set<ContentHash>, made: [ContentHash: FileFacts]) -> Bool {
    let encoded = made.mapValues { facts in
      var writer = ByteWriter()
      FactsCodec.encode(facts, into: &writer)
      return writer.bytes
    }
    if let gathered {
      gathered.add(used: used, made: encoded)
      return true
    }
    return write(used: used, made: encoded)
  }

  /// Writes the file: the entries made and used, then older ones while they fit.
  private func write(used: Set<ContentHash>, made: [ContentHash: [UInt8]]) -> Bool {
    var kept: [(hash: ContentHash, entry: Entry)] = []
    var size = 0
    for (hash, bytes) in made {
      kept.append((hash, Entry(bytes: bytes, generation: generation)))
      size += bytes.count + Self.entryOverhead
    }
    for hash in used where made[hash] == nil {
      guard let entry = entries[hash] else { continue }
      kept.append((hash, Entry(bytes: entry.bytes, generation: generation)))
      size += entry.bytes.count + Self.entryOverhead
    }
    let older = entries.filter { !used.contains($0.key) && made[$0.key] == nil }
      .sorted { ($0.value.generation, $0.key.high) > ($1.value.generation, $1.key.high) }
    for (hash, entry) in older {
      guard size + entry.bytes.count + Self.entryOverhead <= maximumBytes else { break }
      kept.append((hash, entry))
      size += entry.bytes.count + Self.entryOverhead
    }
    var writer = ByteWriter()
    writer.raw(Self.magic)
    writer.string(identity.text)
    writer.raw(generation)
    writer.int(kept.count)
    for (hash, entry) in kept.sorted(by: { ($0.hash.high, $0.hash.low) < ($1.hash.high, $1.hash.low) }) {
      writer.raw(hash.high)
      writer.raw(hash.low)
      writer.raw(hash.length)
      writer.int(Int(entry.generation))
      writer.int(entry.bytes.count)
      writer.raw(entry.bytes)
    }
    let checksum = writer.bytes.withUnsafeBufferPointer { ContentHash(of: $0) }
    writer.raw(CacheKey.seal(checksum, key: key))
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(writer.bytes).write(to: file, options: .atomic)
      return true
    } catch {
      return false
    }
  }

  // MARK: Reading

  static func parse(_ data: Data, identity: Identity, key: [UInt8]) throws -> ([ContentHash: Entry], UInt64) {
    try data.withUnsafeBytes { raw -> ([ContentHash: Entry], UInt64) in
      guard raw.count >= magic.count + 8, Array(raw.prefix(magic.count)) == magic else {
        throw Ignored(reason: "not a plumb cache")
      }
      let body = UnsafeRawBufferPointer(rebasing: raw[0..<(raw.count - 8)])
      let checksum = ContentHash(of: body.bindMemory(to: UInt8.self))
      var trailer = ByteReader(raw, offset: raw.count - 8)
      guard try trailer.raw() == CacheKey.seal(checksum, key: key) else {
        throw Ignored(reason: "damaged, or not written by plumb for this user (checksum)")
      }
      var reader = ByteReader(body, offset: magic.count)
      guard (try? reader.string()) == identity.text else { throw Ignored(reason: "written by another plumb") }
      let generation = try reader.raw()
      let count = try reader.count()
      var entries: [ContentHash: Entry] = [:]
      entries.reserveCapacity(count)
      for _ in 0..<count {
        let hash = ContentHash(high: try reader.raw(), low: try reader.raw(), length: try reader.raw())
        let entryGeneration = UInt64(try reader.int())
        let length = try reader.count()
        entries[hash] = Entry(bytes: Array(try reader.rawBytes(length)), generation: entryGeneration)
      }
      guard reader.isAtEnd else { throw Ignored(reason: "damaged (trailing bytes)") }
      return (entries, generation)
    }
  }
}
