import Foundation

/// A value worked out on a thread of its own from the moment it is made, for work that waits on another process
/// (a git question) while the caller does its own; `value` waits for it.
final class Later<Value: Sendable>: @unchecked Sendable {
  // Sendable: `result` is written once, before `done` is signalled, and read only after waiting for it.
  private let done = DispatchSemaphore(value: 0)
  private var result: Value?

  init(_ work: @escaping @Sendable () -> Value) {
    Thread {
      self.result = work()
      self.done.signal()
    }.start()
  }

  /// The value, once worked out.
  var value: Value {
    done.wait()
    defer { done.signal() }
    return result!
  }
}
