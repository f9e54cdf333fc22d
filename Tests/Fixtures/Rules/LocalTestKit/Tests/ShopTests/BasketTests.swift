import Shop
import XCTest

final class BasketTests: XCTestCase {
  func testEmptyTotal() {
    XCTAssertEqual(Basket().total, 0)
  }
}
