import Abacus

/// Entries summed with the package's own arithmetic.
public struct Ledger {
  public var entries: [Int] = []

  public init() {}

  public var balance: Int { Abacus.sum(entries) }
}
