import Orders
import XCTest

final class OrderTests: XCTestCase {
  func testDiscount() {
    XCTAssertEqual(Order(id: 1, total: 200).discounted(by: 10).total, 180)
  }
}
