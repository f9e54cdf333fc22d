import Foundation

/// Values already worked out in this process, by what they are a function of alone: `plumb history` loads every
/// revision, whose manifests and spec files are mostly those of the revision before, and a single run reads each
/// once and pays only for the look-up. Bounded: emptied when it holds `capacity` values.
final class ProcessMemo<Key: Hashable, Value>: @unchecked Sendable {
  // Sendable: `values` is only touched under `lock`, and the values kept are never changed.
  let capacity: Int
  private let lock = NSLock()
  private var values: [Key: Value] = [:]

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The value of `key`, made by `make` the first time (outside the lock: two threads may both make it once).
  func value(for key: Key, make: () -> Value) -> Value {
    if let known = lock.withLock({ values[key] }) { return known }
    let value = make()
    lock.withLock {
      if values.count >= capacity { values.removeAll() }
      values[key] = value
    }
    return value
  }
}
