import LedgerCore

public struct BalanceChart {
  public init() {}
  public let entries: [Entry] = []
}
