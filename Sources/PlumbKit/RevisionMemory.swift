import Foundation
import PlumbModel
import PlumbScanner

/// What the analyses of many revisions in one process share (`plumb history`): the facts cache, read from the cache
/// folder once and written back once at the end (`save()`), with the facts of every revision gathered in memory
/// meanwhile; and the last revision's load and scan (`AnalysisCache` in memory), so that a revision whose
/// manifests and projects read the same reuses the loaded graph, and one whose files are all the same reuses the
/// scan. Rewriting both files at every revision cost more than most revisions' analysis.
///
/// It also holds the next revision's parse, started ahead (`parseAhead`): the files the next sample will scan
/// whose contents are not cached yet are parsed on a thread of their own while this revision is loaded, checked
/// and scored on one core; the next revision's load hands them to its scan as a cold run's early scan does
/// (`EarlyScan`: facts are a function of a file's path and bytes, so the result is the same).
final class RevisionMemory: @unchecked Sendable {
  let cacheFolder: URL?
  let facts: FactsCache?
  let snapshots = AnalysisCache.Memory()
  private let lock = NSLock()
  /// The parses started ahead, by the index of the revision they are for: the next revision's starts before this
  /// one's analysis takes its own.
  private var ahead: [Int: EarlyScan] = [:]
  /// The index of the revision being analysed (`analysing(_:)`).
  private var current = 0
  /// Every path a revision's scan read so far: a path the next revision holds and no scan read (a manifest, a
  /// file no module compiles) is not parsed ahead.
  private var scannedPaths = Set<String>()
  /// How many files were handed to parses ahead so far (tests).
  private(set) var pathsParsedAhead = 0
  /// How many parses ahead a revision's load took (tests: each is taken by the revision it was started for).
  private(set) var parsesTaken = 0

  init(cacheFolder: URL?) {
    self.cacheFolder = cacheFolder
    facts = cacheFolder.map {
      FactsCache(folder: $0, identity: FactsCache.Identity(toolVersion: PlumbVersion.current)).gathering()
    }
  }

  /// Starts parsing the files of the next revision (`next`, by root-relative path) that its scan will likely read
  /// and that nothing parsed yet: not cached, not in this revision (`current`), whose scan is about to parse them.
  /// A path of this revision that no scan read is left out; a path new in the next one is parsed.
  func parseAhead(_ index: Int, root: URL, current: [String: Data], next: [String: Data]) {
    guard let facts else { return }
    if let scan = snapshots.snapshot?.scan { scannedPaths.formUnion(scan.scannedPaths) }
    let currentHashes = Set(current.values.map { ContentHash(of: $0) })
    let paths = next.keys.sorted().filter { path in
      guard current[path] == nil || scannedPaths.contains(path) else { return false }
      let hash = ContentHash(of: next[path]!)
      return !facts.holds(hash) && !currentHashes.contains(hash)
    }
    guard !paths.isEmpty else { return }
    let scan = EarlyScan(root: root, contents: next) { paths }
    lock.withLock {
      pathsParsedAhead += paths.count
      _ = ahead[index]?.finish()
      ahead[index] = scan
    }
  }

  /// Notes that the revision `index` is analysed now: parses started for earlier ones (never taken: their folder
  /// was missing) are stopped.
  func analysing(_ index: Int) {
    let stale: [EarlyScan] = lock.withLock {
      current = index
      let earlier = ahead.keys.filter { $0 < index }
      defer { for key in earlier { ahead[key] = nil } }
      return earlier.compactMap { ahead[$0] }
    }
    for scan in stale { _ = scan.finish() }
  }

  /// The parse started ahead for the revision analysed now, once (nil when none was).
  func takeParseAhead() -> EarlyScan? {
    lock.withLock {
      let scan = ahead.removeValue(forKey: current)
      if scan != nil { parsesTaken += 1 }
      return scan
    }
  }

  /// Stops every parse started ahead (the end of the history).
  func stopParsingAhead() {
    let all = lock.withLock {
      defer { ahead = [:] }
      return Array(ahead.values)
    }
    for scan in all { _ = scan.finish() }
  }

  /// Writes the gathered facts to the cache folder (a later run of any command finds them there).
  func save() {
    facts?.saveGathered()
  }
}
