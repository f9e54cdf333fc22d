/// One line of a ledger.
public struct Entry {
  public let amount: Int
  public init(amount: Int) { self.amount = amount }
}
