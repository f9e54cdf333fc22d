import XCTest
@testable import Ledger

final class EntryTests: XCTestCase {
  func testAmount() { XCTAssertEqual(Entry(amount: 2).amount, 2) }
}
