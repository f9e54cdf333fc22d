import Foundation
import PlumbModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Per-file facts kept between runs, keyed by the file's content hash (`ContentHash`), so an unchanged file is not
/// parsed again wherever it is and whatever git knows.
///
/// One file: a base written whole and atomically (a temporary file renamed over the old one), then the records of
/// later scans appended to it (`FactsCache.append`): a scan that made a few new entries (one file edited) appends
/// them and the hashes of the entries it used, instead of writing the megabytes of every entry again. It is only
/// trusted when everything checks: its magic, its identity (plumb's version, the shape of the facts and the
/// scanner's options), a checksum over the base and, for each record, a checksum over the record chained to the one
/// before it. A truncated, damaged or foreign file, or one written by another plumb, is ignored and replaced: the
/// worst it can cost is one cold scan (an append cut short leaves a record that does not check). Its size is
/// bounded: when a record would take the file past `maximumBytes`, or the records past a quarter of the base, the
/// file is written whole again, entries the last scan used first, then the most recently used others, up to
/// `maximumBytes`.
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
    /// `FactsCodec` bytes of the facts, without the path: a slice of the file's bytes as read (one buffer for all
    /// the entries, not a copy each), or of the bytes encoded.
    var bytes: ArraySlice<UInt8>
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
  /// The file as loaded (nil when none was trusted): what an append checks it still is.
  let tail: Tail?

  /// The end of the file as loaded: its size, its last checksum (the base's or the last record's), and how much of
  /// it records take.
  struct Tail: Equatable, Sendable {
    var size: Int
    var seal: UInt64
    var appendedBytes: Int
    var records: Int
  }

  public static let fileName = "facts-v1.bin"
  /// Bytes an entry takes besides its facts: the 24-byte key, its generation and its length.
  static let entryOverhead = 40
  public static let defaultMaximumBytes = 512 << 20
  static let magic = Array("PLUMBFC1".utf8)
  /// The start of each appended record.
  static let recordMagic = Array("PLUMBFR1".utf8)
  /// Records before the file is written whole again: each is read and checked by every later run.
  static let maximumRecords = 64
  /// Names the shape of the facts: a cache of another shape is another plumb's.
  public static var schemaVersion: String { schemaHash }
  /// `schemaHash(of: FactsCodec.schema)`, written out: working it out reflects on every fact type, which every run
  /// paid before it could read a cache. `FactsCacheTests` fails until this is updated when a fact changes shape.
  static let schemaHash = "5576718a8e29cd20"

  /// What `schemaHash` is, for `schema`.
  static func schemaHash(of schema: String) -> String {
    var schema = schema
    let hash = schema.withUTF8 { ContentHash(of: $0) }
    return String(hash.high, radix: 16)
  }

  /// The key of the checksum (`CacheKey`): only a cache written with it is trusted.
  let key: [UInt8]
  /// Where the facts of many scans in one process gather (`plumb history`'s revisions): scans read from it and add
  /// to it instead of rewriting the file each time; `saveGathered()` writes the file once at the end. nil: each
  /// scan writes the file.
  public private(set) var gathered: Gathered?

  /// Facts made or used by the scans of one process, encoded once, by content hash; and the contents whose facts a
  /// scan is making now (`claim(_:)`), so that a scan running beside it (another lane's revision of `plumb history`)
  /// takes them when made instead of parsing the same file again.
  public final class Gathered: @unchecked Sendable {
    // Sendable: every field is read and written holding the condition's lock.
    private let condition = NSCondition()
    fileprivate var made: [ContentHash: [UInt8]] = [:]
    fileprivate var used = Set<ContentHash>()
    private var making = Set<ContentHash>()
    /// How many facts the scans made (`add`), the same contents counted each time.
    private var madeTotal = 0

    /// `madeTotal`, and how many different contents those facts are of: what `plumb history --timings` tells.
    public var counts: (made: Int, contents: Int) { locked { (madeTotal, made.count) } }

    private func locked<T>(_ body: () -> T) -> T {
      condition.lock()
      defer { condition.unlock() }
      return body()
    }

    fileprivate func bytes(for hash: ContentHash) -> [UInt8]? { locked { made[hash] } }

    /// `madeCount`: how many facts the scan made, those it published as they were made (left out of `made`) too.
    fileprivate func add(used: Set<ContentHash>, made: [ContentHash: [UInt8]], madeCount: Int) {
      locked {
        madeTotal += madeCount
        self.used.formUnion(used)
        self.made.merge(made) { first, _ in first }
      }
    }

    fileprivate func claim(_ hash: ContentHash) -> Claim {
      locked {
        if made[hash] != nil { return .made }
        if making.contains(hash) { return .othersMaking }
        making.insert(hash)
        return .mine
      }
    }

    fileprivate func publish(_ hash: ContentHash, bytes: [UInt8]?) {
      locked {
        if let bytes, made[hash] == nil { made[hash] = bytes }
        making.remove(hash)
        condition.broadcast()
      }
    }

    fileprivate func waitWhileMaking(_ hash: ContentHash) {
      condition.lock()
      while making.contains(hash) { condition.wait() }
      condition.unlock()
    }

    fileprivate var snapshot: (used: Set<ContentHash>, made: [ContentHash: [UInt8]]) { locked { (used, made) } }
  }

  /// What `claim(_:)` says of a file's contents.
  public enum Claim: Sendable {
    /// This scan makes the facts, and says when with `publish(_:facts:)`.
    case mine
    /// Another scan made them: `facts(for:path:)` has them.
    case made
    /// Another scan is making them now: set the file aside, `waitWhileMaking(_:)`, then ask the cache.
    case othersMaking
  }

  /// Whether the scan asking makes the facts of these contents, while gathering (`gathering()`): the first to ask
  /// does, and publishes them (`publish(_:facts:)`) as soon as made. Without gathering, always `.mine`.
  public func claim(_ hash: ContentHash) -> Claim { gathered?.claim(hash) ?? .mine }

  /// The facts made of contents claimed (`claim(_:)`), nil when none could be made (the file failed its content
  /// checks): gathered at once, for the scans waiting for them.
  public func publish(_ hash: ContentHash, facts: FileFacts?) {
    guard let gathered else { return }
    gathered.publish(hash, bytes: facts.map(Self.encoded))
  }

  /// Returns once no scan is making the facts of these contents.
  public func waitWhileMaking(_ hash: ContentHash) { gathered?.waitWhileMaking(hash) }

  private static func encoded(_ facts: FileFacts) -> [UInt8] {
    var writer = ByteWriter()
    FactsCodec.encode(facts, into: &writer)
    return writer.bytes
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
    guard let data = Self.contents(of: file) else {
      entries = [:]
      generation = 1
      ignoredBecause = nil
      tail = nil
      return
    }
    do {
      let (entries, generation, tail) = try Self.parse(data, identity: identity, key: key)
      self.entries = entries
      self.generation = generation + 1
      self.tail = tail
      ignoredBecause = nil
    } catch let reason as Ignored {
      entries = [:]
      generation = 1
      tail = nil
      ignoredBecause = reason.reason
    } catch {
      entries = [:]
      generation = 1
      tail = nil
      ignoredBecause = "unreadable"
    }
  }

  struct Ignored: Error {
    var reason: String
  }

  public var count: Int { entries.count }

  /// Counts the entries decoded (`facts(for:path:)`), for the tests that check a run decodes only the facts it
  /// needs; nil in normal runs.
  public var decodes: WorkCounter?

  /// Whether the cache holds an entry for these contents (not decoded: it may still be damaged).
  public func holds(_ hash: ContentHash) -> Bool {
    entries[hash] != nil || gathered?.bytes(for: hash) != nil
  }

  /// The cached facts of a file with these contents, under `path`; nil when not cached (or the entry is damaged).
  public func facts(for hash: ContentHash, path: String) -> FileFacts? {
    guard let bytes = entries[hash]?.bytes ?? gathered?.bytes(for: hash)?[...] else { return nil }
    decodes?.add(1)
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
    if let gathered {
      // Facts published as they were made (`publish(_:facts:)`) are gathered already.
      gathered.add(
        used: used, made: made.filter { gathered.bytes(for: $0.key) == nil }.mapValues(Self.encoded),
        madeCount: made.count)
      return true
    }
    return write(used: used, made: made.mapValues(Self.encoded))
  }

  /// Writes the entries made and used: appended to the file as loaded when that is still what is on disk and the
  /// record fits, otherwise the whole file, the entries made and used, then older ones while they fit.
  private func write(used: Set<ContentHash>, made: [ContentHash: [UInt8]]) -> Bool {
    if append(used: used, made: made) { return true }
    var kept: [(hash: ContentHash, entry: Entry)] = []
    var size = 0
    for (hash, bytes) in made {
      kept.append((hash, Entry(bytes: bytes[...], generation: generation)))
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
    let bytes = Self.base(of: kept, identity: identity, generation: generation, key: key)
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: file, options: .atomic)
      return true
    } catch {
      return false
    }
  }

  /// A cache file's bytes holding `entries` and nothing appended, sealed with `key`.
  static func base(
    of entries: [(hash: ContentHash, entry: Entry)], identity: Identity, generation: UInt64, key: [UInt8]
  ) -> [UInt8] {
    var writer = ByteWriter()
    writer.raw(Self.magic)
    writer.string(identity.text)
    writer.raw(generation)
    writer.int(entries.count)
    for (hash, entry) in entries.sorted(by: { ($0.hash.high, $0.hash.low) < ($1.hash.high, $1.hash.low) }) {
      writer.raw(hash.high)
      writer.raw(hash.low)
      writer.raw(hash.length)
      writer.int(Int(entry.generation))
      writer.int(entry.bytes.count)
      writer.raw(entry.bytes)
    }
    let checksum = writer.bytes.withUnsafeBufferPointer { ContentHash(of: $0) }
    writer.raw(CacheKey.seal(checksum, key: key))
    return writer.bytes
  }

  /// Appends a record of this scan to the file as it was loaded: the entries made, and the hashes of the entries
  /// used (which take this scan's generation), checked by a checksum chained to the file's last one. False, and
  /// nothing written, when there is no such file, the record would take the file past its bounds (then it is
  /// written whole, which drops what no longer fits), or the file is no longer the one loaded (another run wrote
  /// it; the lock keeps two appends apart).
  private func append(used: Set<ContentHash>, made: [ContentHash: [UInt8]]) -> Bool {
    guard let tail, tail.records < Self.maximumRecords else { return false }
    var record = ByteWriter()
    record.raw(Self.recordMagic)
    record.raw(generation)
    let order: (ContentHash, ContentHash) -> Bool = { ($0.high, $0.low, $0.length) < ($1.high, $1.low, $1.length) }
    record.int(made.count)
    for hash in made.keys.sorted(by: order) {
      Self.write(hash, into: &record)
      record.int(made[hash]!.count)
      record.raw(made[hash]!)
    }
    let touched = used.filter { made[$0] == nil && entries[$0] != nil }.sorted(by: order)
    record.int(touched.count)
    for hash in touched { Self.write(hash, into: &record) }
    let size = record.bytes.count + 8
    guard tail.appendedBytes + size <= (tail.size - tail.appendedBytes) / 4, tail.size + size <= maximumBytes else {
      return false
    }
    record.raw(Self.chainedSeal(after: tail.seal, record.bytes, key: key))
    return Self.append(record.bytes, to: file, at: tail)
  }

  private static func write(_ hash: ContentHash, into writer: inout ByteWriter) {
    writer.raw(hash.high)
    writer.raw(hash.low)
    writer.raw(hash.length)
  }

  /// A record's checksum: over the checksum before it and the record, keyed, so that records check only in order,
  /// after the base they were appended to.
  static func chainedSeal(after previous: UInt64, _ record: some Collection<UInt8>, key: [UInt8]) -> UInt64 {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(record.count + 8)
    withUnsafeBytes(of: previous.littleEndian) { bytes.append(contentsOf: $0) }
    bytes.append(contentsOf: record)
    return CacheKey.seal(bytes.withUnsafeBufferPointer { ContentHash(of: $0) }, key: key)
  }

  /// Appends `bytes` to `file` under an exclusive lock, when the file still ends where and as `tail` says; a write
  /// that fails part-way is cut off again.
  private static func append(_ bytes: [UInt8], to file: URL, at tail: Tail) -> Bool {
    let descriptor = open(file.path, O_RDWR)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX) == 0 else { return false }
    defer { flock(descriptor, LOCK_UN) }
    var status = stat()
    var last: UInt64 = 0
    guard fstat(descriptor, &status) == 0, Int(status.st_size) == tail.size,
      pread(descriptor, &last, 8, off_t(tail.size - 8)) == 8, UInt64(littleEndian: last) == tail.seal,
      lseek(descriptor, off_t(tail.size), SEEK_SET) == off_t(tail.size)
    else { return false }
    let written = bytes.withUnsafeBytes { raw -> Bool in
      var offset = 0
      while offset < raw.count {
        let count = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    if !written { _ = ftruncate(descriptor, off_t(tail.size)) }
    return written
  }

  // MARK: Reading

  /// A cache file's bytes in one buffer (the entries are slices of it), nil when it cannot be read. Read, not
  /// mapped: a file another run appends to and cuts back must not take this run down.
  static func contents(of file: URL) -> [UInt8]? {
    let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size >= 0 else { return nil }
    let size = Int(status.st_size)
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      count = 0
      while count < size {
        let got = read(descriptor, buffer.baseAddress! + count, size - count)
        if got < 0, errno == EINTR { continue }
        guard got > 0 else {
          failed = got < 0
          break
        }
        count += got
      }
    }
    return failed ? nil : bytes
  }

  /// The entries of a cache file, its generation (its last record's) and its tail. Nothing is taken from a part
  /// before its checksum checks: the base's, then each record's in turn.
  static func parse(_ data: [UInt8], identity: Identity, key: [UInt8]) throws -> ([ContentHash: Entry], UInt64, Tail) {
    try data.withUnsafeBytes { raw -> ([ContentHash: Entry], UInt64, Tail) in
      /// The next `count` bytes, as a slice of `data` (the reader reads `raw`, which is `data`'s bytes).
      func slice(_ reader: inout ByteReader, _ count: Int) throws -> ArraySlice<UInt8> {
        let start = reader.offset
        _ = try reader.rawBytes(count)
        return data[start..<(start + count)]
      }
      guard raw.count >= magic.count + 8, Array(raw.prefix(magic.count)) == magic else {
        throw Ignored(reason: "not a plumb cache")
      }
      let damaged = Ignored(reason: "damaged, or not written by plumb for this user (checksum)")
      var reader = ByteReader(raw, offset: magic.count)
      var entries: [ContentHash: Entry] = [:]
      var generation: UInt64
      var seal: UInt64
      do {
        let text = try reader.string()
        generation = try reader.raw()
        let count = try reader.count()
        entries.reserveCapacity(count)
        for _ in 0..<count {
          let hash = ContentHash(high: try reader.raw(), low: try reader.raw(), length: try reader.raw())
          let entryGeneration = UInt64(try reader.int())
          let length = try reader.count()
          entries[hash] = Entry(bytes: try slice(&reader, length), generation: entryGeneration)
        }
        let end = reader.offset
        seal = try reader.raw()
        let checksum = ContentHash(of: UnsafeRawBufferPointer(rebasing: raw[0..<end]).bindMemory(to: UInt8.self))
        guard seal == CacheKey.seal(checksum, key: key) else { throw damaged }
        guard text == identity.text else { throw Ignored(reason: "written by another plumb") }
      } catch let ignored as Ignored {
        throw ignored
      } catch {
        throw damaged
      }
      let baseSize = reader.offset
      var records = 0
      while !reader.isAtEnd {
        let start = reader.offset
        do {
          guard Array(try reader.rawBytes(recordMagic.count)) == recordMagic else { throw damaged }
          let recordGeneration = try reader.raw()
          func hash() throws -> ContentHash {
            ContentHash(high: try reader.raw(), low: try reader.raw(), length: try reader.raw())
          }
          var made: [(ContentHash, ArraySlice<UInt8>)] = []
          for _ in 0..<(try reader.count()) {
            let hash = try hash()
            made.append((hash, try slice(&reader, try reader.count())))
          }
          var used: [ContentHash] = []
          for _ in 0..<(try reader.count()) { used.append(try hash()) }
          let end = reader.offset
          let recordSeal = try reader.raw()
          guard recordSeal == chainedSeal(after: seal, raw[start..<end], key: key), recordGeneration > generation
          else { throw damaged }
          for (hash, bytes) in made { entries[hash] = Entry(bytes: bytes, generation: recordGeneration) }
          for hash in used {
            guard entries[hash] != nil else { throw damaged }
            entries[hash]!.generation = recordGeneration
          }
          seal = recordSeal
          generation = recordGeneration
          records += 1
        } catch let ignored as Ignored {
          throw ignored
        } catch {
          throw damaged
        }
      }
      let tail = Tail(size: raw.count, seal: seal, appendedBytes: raw.count - baseSize, records: records)
      return (entries, generation, tail)
    }
  }
}

/// `write(2)`, named apart from the cache's own `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}
