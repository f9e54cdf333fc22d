import Dispatch
import Shims

/// Counts ticks on a queue of its own.
public final class Ticker: @unchecked Sendable {
  private let queue = DispatchQueue(label: "ticker")
  private var ticks = 0

  public init() {}

  public func tick() -> Int {
    queue.sync {
      ticks += 1
      return ticks
    }
  }
}
