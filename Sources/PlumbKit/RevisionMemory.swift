import Foundation
import PlumbScanner

/// What the analyses of many revisions in one process share (`plumb history`): the facts cache, read from the cache
/// folder once and written back once at the end (`save()`), with the facts of every revision gathered in memory
/// meanwhile; and the last revision's load and scan (`AnalysisCache` in memory), so that a revision whose
/// manifests and projects read the same reuses the loaded graph, and one whose files are all the same reuses the
/// scan. Rewriting both files at every revision cost more than most revisions' analysis.
///
/// Revisions analysed at the same time (`HistoryCheckout.reading`'s lanes) share the facts (`FactsCache.Gathered`
/// is locked) and each keep their own last load and scan (`lane()`): a lane's next revision compares with the one
/// that lane analysed before it, as one after the other does.
final class RevisionMemory: @unchecked Sendable {
  // Sendable: both are set once; the facts gathered and the snapshot kept are behind their own locks.
  let facts: FactsCache?
  let snapshots = AnalysisCache.Memory()

  init(cacheFolder: URL?) {
    facts = cacheFolder.map {
      FactsCache(folder: $0, identity: FactsCache.Identity(toolVersion: PlumbVersion.current)).gathering()
    }
  }

  private init(facts: FactsCache?) {
    self.facts = facts
  }

  /// A memory for another lane: the same facts, no last load and scan yet.
  func lane() -> RevisionMemory {
    RevisionMemory(facts: facts)
  }

  /// Writes the gathered facts to the cache folder (a later run of any command finds them there).
  func save() {
    facts?.saveGathered()
  }
}
