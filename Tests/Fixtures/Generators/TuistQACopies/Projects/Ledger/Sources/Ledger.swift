public struct Ledger {
  public init() {}
  public var name = "Ledger"
}
