import Ledger
import XCTest

final class LedgerTests: XCTestCase {
  func testEmptyLedgerHasNoBalance() {
    XCTAssertEqual(Ledger().balance, 0)
  }
}
