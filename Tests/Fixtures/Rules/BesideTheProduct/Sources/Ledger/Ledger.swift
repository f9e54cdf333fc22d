/// Entries in cents, and what they add up to.
public struct Ledger {
  public var entries: [Int] = []

  public init() {}

  public func balance() -> Int {
    entries.reduce(0, +)
  }

  public func isOverdrawn(limit: Int) -> Bool {
    balance() < -limit
  }
}
