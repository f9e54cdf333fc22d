import Ledger
import XCTest

final class BalanceTests: XCTestCase {
  func testSum() { XCTAssertEqual(balance(of: [1, 2]), 3) }
}
