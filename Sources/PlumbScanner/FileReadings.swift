import Dispatch
import Foundation
import PlumbModel

/// Every file of a scan read and hashed, before anything is decoded or parsed: what the analysis cache compares
/// with the last run's. When something changed, the scan goes on from these bytes (`scan(_:)`), so no file is read
/// twice in a run. A file whose `stat` vouches for the hash the last run made (`KnownFiles`) is not read at all: its
/// bytes are read later only if a stage needs them and the facts cache has no facts for that hash.
public struct FileReadings: Sendable {
  /// The folder the paths are relative to.
  let root: URL
  public let paths: [String]
  /// A file's hash, its bytes (nil when the stamp vouched for the hash and nothing was read) and its stamp (nil for
  /// contents given in memory).
  typealias Read = (hash: ContentHash, bytes: Data?, stamp: FileStamp?)
  let outcomes: [Swift.Result<Read, SourceScanner.FileProblem>]
  /// The hash of every file read, by path (made once: a run compares and keeps it in several places).
  public let hashes: [String: ContentHash]

  init(root: URL, paths: [String], outcomes: [Swift.Result<Read, SourceScanner.FileProblem>]) {
    self.root = root
    self.paths = paths
    self.outcomes = outcomes
    var hashes: [String: ContentHash] = [:]
    hashes.reserveCapacity(paths.count)
    for (path, outcome) in zip(paths, outcomes) {
      if case .success(let read) = outcome { hashes[path] = read.hash }
    }
    self.hashes = hashes
  }

  /// The stamp of every file read from disk, by path: what the next run checks before reading.
  public var stamps: [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    stamps.reserveCapacity(paths.count)
    for (path, outcome) in zip(paths, outcomes) {
      if case .success(let read) = outcome, let stamp = read.stamp { stamps[path] = stamp }
    }
    return stamps
  }

  /// How many files were not read because their stamps vouched for their hashes.
  public var vouched: Int {
    outcomes.reduce(0) { count, outcome in
      if case .success(let read) = outcome, read.bytes == nil { return count + 1 }
      return count
    }
  }

  /// The files that could not be read, with why, in path order: part of what must match the last run.
  public var problems: [String] {
    zip(paths, outcomes).compactMap { path, outcome in
      if case .failure(let problem) = outcome { return path + ": " + problem.reason }
      return nil
    }
  }
}

/// What a run knows of the files it hashed: their stamps and hashes, and when it started (before it read any of them).
/// A file whose `stat` says the same stamp, settled before that start, holds the bytes hashed (`FileStamp`).
public struct KnownFiles: Sendable {
  public var stamps: [String: FileStamp]
  public var hashes: [String: ContentHash]
  public var verifiedSince: Int64

  public init(stamps: [String: FileStamp], hashes: [String: ContentHash], verifiedSince: Int64) {
    self.stamps = stamps
    self.hashes = hashes
    self.verifiedSince = verifiedSince
  }

  /// The hash of the file at `path` (absolute: `absolute`) when its stamp today vouches for it, with that stamp.
  func vouched(_ path: String, absolute: String) -> (ContentHash, FileStamp)? {
    guard let stored = stamps[path], let hash = hashes[path], let now = FileStamp.of(path: absolute),
      now.vouches(for: stored, verifiedSince: verifiedSince)
    else { return nil }
    return (hash, now)
  }
}

extension SourceScanner {
  /// Reads and hashes every file (the staged contents where given), on `threads` workers; a file `known` vouches for
  /// by its stamp is not read.
  public func read(root: URL, paths: [String], known: KnownFiles? = nil) -> FileReadings {
    let count = paths.count
    let results = UnsafeMutableBufferPointer<Swift.Result<FileReadings.Read, FileProblem>?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
      results.deinitialize()
      results.deallocate()
    }
    let workers = max(1, min(threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount, count))
    let next = IndexDispenser()
    let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
    let contents = self.contents
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: count == 0 ? 0 : workers) { _ in
      while let index = next.take(below: count) {
        let path = paths[index]
        if let bytes = contents[path] {
          slots[index] = .success((ContentHash(of: bytes), bytes, nil))
          continue
        }
        let absolute = base + path
        if let (hash, stamp) = known?.vouched(path, absolute: absolute) {
          slots[index] = .success((hash, nil, stamp))
          continue
        }
        do {
          let (bytes, stamp) = try TextFile.stampedBytes(atPath: absolute)
          slots[index] = .success((ContentHash(of: bytes), bytes, stamp))
        } catch {
          slots[index] = .failure(FileProblem(reason: "cannot read the file: \(TextFile.reason(for: error))"))
        }
      }
    }
    return FileReadings(root: root, paths: paths, outcomes: results.map { $0! })
  }

  /// Scans files already read: a file whose facts the cache holds is not parsed, the others are, from the bytes
  /// read. The same result as `scan(root:paths:)` on the same bytes; the cache is written back when new facts were
  /// made.
  ///
  /// After a run whose derivation is at hand (`previous`, with what its scan said of each file), a file the last run
  /// read with the same bytes, whose facts the cache holds, is not decoded either: its facts are what the last run
  /// derived from (`derive(graph:scanned:hashes:previous:)` takes what they gave from there), and are decoded only
  /// if a stage asks for every file's (`Result.files`).
  public func scan(_ readings: FileReadings, after previous: PreviousDerivation? = nil) -> Result {
    let cache = self.cache
    let early = self.early
    let unchanged = previous.flatMap { $0.said == nil ? nil : $0 }
    let count = readings.paths.count
    let results = UnsafeMutableBufferPointer<Swift.Result<Scanned, FileProblem>?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
      results.deinitialize()
      results.deallocate()
    }
    let workers = max(1, min(threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount, count))
    nonisolated(unsafe) let slots = results
    let next = IndexDispenser()
    let setAside = SetAside()
    /// The outcome of the file at `index`; `claiming`: ask the cache first whether another scan is making its facts
    /// (`FactsCache.claim`), and set the file aside if so (nil).
    @Sendable func outcome(_ index: Int, claiming: Bool) -> Swift.Result<Scanned, FileProblem>? {
      let path = readings.paths[index]
      switch readings.outcomes[index] {
      case .failure(let problem): return .failure(problem)
      case .success(let read):
        if let unchanged, let cache, unchanged.hashes[path] == read.hash, unchanged.uses[path] != nil,
          cache.holds(read.hash)
        {
          return .success(Scanned(facts: nil, hash: read.hash, fromCache: true))
        }
        if let facts = cache?.facts(for: read.hash, path: path) {
          return .success(Scanned(facts: facts, hash: read.hash, fromCache: true))
        }
        // Bytes at hand are the hash's: their facts may be claimed, and published as soon as made.
        var claimed = false
        if claiming, let cache, read.bytes != nil {
          switch cache.claim(read.hash) {
          case .mine: claimed = true
          case .othersMaking: return nil
          case .made:
            if let facts = cache.facts(for: read.hash, path: path) {
              return .success(Scanned(facts: facts, hash: read.hash, fromCache: true))
            }
          }
        }
        // A file whose stamp vouched for its hash was not read: read now, once, as its facts are not cached.
        // Its hash is taken again from what is read: the file may have changed since its `stat`.
        let bytes: Data
        var hash = read.hash
        if let read = read.bytes {
          bytes = read
        } else {
          do {
            bytes = try TextFile.bytes(of: readings.root.appendingPathComponent(path))
            hash = ContentHash(of: bytes)
          } catch {
            return .failure(FileProblem(reason: "cannot read the file: \(TextFile.reason(for: error))"))
          }
        }
        let result = bytes.withUnsafeBytes { raw -> Swift.Result<Scanned, FileProblem> in
          let bytes = raw.bindMemory(to: UInt8.self)
          return Self.checked(bytes).map { parsable in
            let facts =
              early[path].flatMap { $0.hash == hash ? $0.facts : nil }
              ?? Self.scan(bytes: bytes, path: path, parsable: parsable)
            return Scanned(facts: facts, hash: cache == nil ? nil : hash, fromCache: false)
          }
        }
        // A file that failed its content checks publishes no facts: a scan that set it aside then checks it itself.
        if claimed, let cache { cache.publish(hash, facts: try? result.get().facts) }
        return result
      }
    }
    DispatchQueue.concurrentPerform(iterations: count == 0 ? 0 : workers) { _ in
      while let index = next.take(below: count) {
        if let result = outcome(index, claiming: true) { slots[index] = result } else { setAside.add(index) }
      }
    }
    // Files another scan was making: their facts, made by now (or made here when that scan could not).
    for index in setAside.all.sorted() {
      if case .success(let read) = readings.outcomes[index] { cache?.waitWhileMaking(read.hash) }
      slots[index] = outcome(index, claiming: false)
    }
    return collect(
      paths: readings.paths, outcomes: results.map { $0! }, root: readings.root, said: unchanged?.said)
  }

  /// The facts of files scanned before, by their hashes, from the cache; a file whose entry is gone (another run
  /// rewrote the cache meanwhile) is read and scanned again. `inHand`: facts already made, by their place in `paths`.
  public func cachedFacts(
    paths: [String], hashes: [String: ContentHash], root: URL, inHand: [Int: FileFacts] = [:]
  ) -> [FileFacts] {
    let found: [FileFacts?] = paths.indices.map { index in
      inHand[index] ?? hashes[paths[index]].flatMap { cache?.facts(for: $0, path: paths[index]) }
    }
    let missing = zip(paths, found).filter { $0.1 == nil }.map(\.0)
    if missing.isEmpty { return found.map { $0! } }
    let rescanned = Dictionary(
      SourceScanner(threads: threads, contents: contents).scan(root: root, paths: missing).files.map { ($0.path, $0) },
      uniquingKeysWith: { first, _ in first })
    return zip(paths, found).compactMap { path, facts in facts ?? rescanned[path] }
  }
}

/// The files a scan set aside while another scan was making their facts (`SourceScanner.scan(_:after:)`).
private final class SetAside: @unchecked Sendable {
  // Sendable: `indices` is behind the lock.
  private let lock = NSLock()
  private var indices: [Int] = []

  func add(_ index: Int) { lock.withLock { indices.append(index) } }
  var all: [Int] { lock.withLock { indices } }
}
