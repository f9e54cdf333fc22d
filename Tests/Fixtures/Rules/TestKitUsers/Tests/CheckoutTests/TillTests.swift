import Checkout
import PaymentsTestKit
import XCTest

final class TillTests: XCTestCase {
  func testTakings() {
    XCTAssertEqual(Till(payments: [.mock(cents: 300), .mock()]).takings, 800)
  }
}
