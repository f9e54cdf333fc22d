import Dispatch
import Foundation

/// Where the caches' files are written: on a thread of their own when `deferred` (the command line), so that a cold
/// run, or one after an edit, encodes and writes the facts, the analysis and the derivation while the rules run and
/// the report is printed, instead of before; else right away, where asked (tests and library users, which read the
/// files right after a run).
///
/// Every write is waited for before a cache file is read (a second analysis in the same process reads what the
/// first wrote) and before the process exits (`wait()`): a write cut short leaves the last file whole (they are
/// written atomically), never a torn one. Writes run in the order they were asked for, one at a time.
public enum CacheWrites {
  /// Set once by the command line, before any analysis starts.
  nonisolated(unsafe) public static var deferred = false

  private static let queue = DispatchQueue(label: "plumb.cache-writes", qos: .utility)
  private static let group = DispatchGroup()

  /// Runs `write` now, or on the writing thread when `deferred`.
  public static func perform(_ write: @escaping () -> Void) {
    guard deferred else { return write() }
    nonisolated(unsafe) let job = write
    queue.async(group: group) { job() }
  }

  /// Returns once every write asked for so far is done.
  public static func wait() {
    group.wait()
  }
}
