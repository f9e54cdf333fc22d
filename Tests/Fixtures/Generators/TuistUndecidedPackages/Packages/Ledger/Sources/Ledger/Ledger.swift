public struct Ledger {
  public var entries: [Int] = []
  public init() {}
}
