public struct Entry {
  public var amount: Int
  public init(amount: Int) { self.amount = amount }
}
