import Foundation

/// Steps of work, counted where a stage could grow faster than its input, for the tests that check it does not:
/// they compare the count on inputs of two sizes (wall-clock time on a shared machine says little). Stages take
/// one as an optional argument, nil in normal runs, so counting costs nothing there.
public final class WorkCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  public init() {}

  public var steps: Int { lock.withLock { count } }

  public func add(_ steps: Int) {
    lock.withLock { count += steps }
  }
}
