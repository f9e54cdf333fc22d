import Testing

@testable import Ledger

@Test func theBalanceAddsTheEntries() {
  var ledger = Ledger()
  ledger.entries = [300, -120]
  #expect(ledger.balance() == 180)
}
