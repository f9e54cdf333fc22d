import Ledger

/// The shop's till, kept in a ledger.
public struct Storefront {
  public var ledger = Ledger()

  public init() {}
}
