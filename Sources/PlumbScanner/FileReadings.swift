import Dispatch
import Foundation
import PlumbModel

/// Every file of a scan read and hashed, before anything is decoded or parsed: what the analysis cache compares
/// with the last run's. When something changed, the scan goes on from these bytes (`scan(_:)`), so no file is read
/// twice in a run.
public struct FileReadings: Sendable {
  public let paths: [String]
  /// A file's hash and bytes.
  typealias Read = (hash: ContentHash, bytes: Data)
  let outcomes: [Swift.Result<Read, SourceScanner.FileProblem>]

  /// The hash of every file read, by path.
  public var hashes: [String: ContentHash] {
    var hashes: [String: ContentHash] = [:]
    hashes.reserveCapacity(paths.count)
    for (path, outcome) in zip(paths, outcomes) {
      if case .success(let read) = outcome { hashes[path] = read.hash }
    }
    return hashes
  }

  /// The files that could not be read, with why, in path order: part of what must match the last run.
  public var problems: [String] {
    zip(paths, outcomes).compactMap { path, outcome in
      if case .failure(let problem) = outcome { return path + ": " + problem.reason }
      return nil
    }
  }
}

extension SourceScanner {
  /// Reads and hashes every file (the staged contents where given), on `threads` workers.
  public func read(root: URL, paths: [String]) -> FileReadings {
    let outcomes = forEachFile(root: root, paths: paths) { _, bytes -> Swift.Result<FileReadings.Read, FileProblem> in
      .success((ContentHash(of: bytes), Data(buffer: bytes)))
    }
    return FileReadings(paths: paths, outcomes: outcomes)
  }

  /// Scans files already read: a file whose facts the cache holds is not parsed, the others are, from the bytes
  /// read. The same result as `scan(root:paths:)` on the same bytes; the cache is written back when new facts were
  /// made.
  public func scan(_ readings: FileReadings) -> Result {
    let cache = self.cache
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
    DispatchQueue.concurrentPerform(iterations: count == 0 ? 0 : workers) { _ in
      while let index = next.take(below: count) {
        let path = readings.paths[index]
        switch readings.outcomes[index] {
        case .failure(let problem): slots[index] = .failure(problem)
        case .success(let read):
          if let facts = cache?.facts(for: read.hash, path: path) {
            slots[index] = .success(Scanned(facts: facts, hash: read.hash, fromCache: true))
            continue
          }
          slots[index] = read.bytes.withUnsafeBytes { raw -> Swift.Result<Scanned, FileProblem> in
            let bytes = raw.bindMemory(to: UInt8.self)
            if let problem = Self.contentProblem(bytes) { return .failure(problem) }
            let hash: ContentHash? = cache == nil ? nil : read.hash
            return .success(Scanned(facts: Self.scan(bytes: bytes, path: path), hash: hash, fromCache: false))
          }
        }
      }
    }
    return collect(paths: readings.paths, outcomes: results.map { $0! })
  }

  /// The facts of files scanned before, by their hashes, from the cache; a file whose entry is gone (another run
  /// rewrote the cache meanwhile) is read and scanned again.
  public func cachedFacts(paths: [String], hashes: [String: ContentHash], root: URL) -> [FileFacts] {
    let found: [FileFacts?] = paths.map { path in hashes[path].flatMap { cache?.facts(for: $0, path: path) } }
    let missing = zip(paths, found).filter { $0.1 == nil }.map(\.0)
    if missing.isEmpty { return found.map { $0! } }
    let rescanned = Dictionary(
      SourceScanner(threads: threads, contents: contents).scan(root: root, paths: missing).files.map { ($0.path, $0) },
      uniquingKeysWith: { first, _ in first })
    return zip(paths, found).compactMap { path, facts in facts ?? rescanned[path] }
  }
}
