import Ledger

/// Ledgers for the previews: an ordinary month and an overdrawn one.
public enum SampleLedgers {
  public static func month(overdrawn: Bool) -> Ledger {
    var ledger = Ledger()
    ledger.entries = overdrawn ? [1_200, -2_500] : [2_500, -1_200, -300]
    return ledger
  }
}
