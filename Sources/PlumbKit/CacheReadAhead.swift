import Foundation
import PlumbScanner

/// The last run's caches read and decoded on another thread while the command does something else first: a check
/// reads its configuration and walks the folder (and, staged, asks git for the index's changes, `PendingChanges`)
/// before the load asks for the last run's analysis.
/// The analysis cache is read first (the load asks for it first), then the facts cache (the scan of the changed
/// files asks for it). The pipeline made next over the same cache folder takes what was read ahead
/// (`analysisCache(folder:)`, `factsCache(folder:)`), each once, instead of reading it again; asking the analysis
/// cache's snapshot, or taking the facts cache, waits for its read. What no pipeline takes (git failed, the folder
/// moved, no Swift file changed) is left to the exit. The analysis cache taken counts the run as started when it was
/// made, before the configuration was read: what the run writes is verified since then, earlier than otherwise, which
/// trusts no stamp more.
public enum CacheReadAhead {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var ahead: Ahead?

  /// One folder's caches, read on a queue of their own.
  private final class Ahead: @unchecked Sendable {
    let folder: URL
    let analysis: AnalysisCache
    /// Left once the facts cache is read.
    let factsRead = DispatchGroup()
    var facts: FactsCache?
    var analysisTaken = false
    var factsTaken = false

    init(folder: URL) {
      self.folder = folder
      analysis = AnalysisCache(folder: folder, toolVersion: PlumbVersion.current)
    }
  }

  /// Starts reading the caches in `folder`, as a pipeline made next would read them. `changed`: the run is known to
  /// have changed files (`--staged`), whose derivation reads every module's stored summary: they are decoded here too,
  /// after both caches (a warm run reads none of them).
  public static func start(folder: URL, changed: Bool = false) {
    let ahead = Ahead(folder: folder)
    lock.withLock { self.ahead = ahead }
    ahead.factsRead.enter()
    DispatchQueue.global(qos: .userInitiated).async {
      _ = ahead.analysis.snapshot
      ahead.facts = FactsCache(folder: folder, identity: FactsCache.Identity(toolVersion: PlumbVersion.current))
      ahead.factsRead.leave()
      if changed, let scan = ahead.analysis.snapshot?.scan { _ = scan.sourceFacts() }
    }
  }

  /// The analysis cache read ahead for `folder`, once; nil when none was, or another folder's.
  static func analysisCache(folder: URL) -> AnalysisCache? {
    lock.withLock {
      guard let ahead, ahead.folder == folder, !ahead.analysisTaken else { return nil }
      ahead.analysisTaken = true
      return ahead.analysis
    }
  }

  /// The facts cache read ahead for `folder`, once, when its read is done; nil when none was, or another folder's.
  static func factsCache(folder: URL) -> FactsCache? {
    let taken: Ahead? = lock.withLock {
      guard let ahead, ahead.folder == folder, !ahead.factsTaken else { return nil }
      ahead.factsTaken = true
      return ahead
    }
    guard let taken else { return nil }
    taken.factsRead.wait()
    return taken.facts
  }
}
