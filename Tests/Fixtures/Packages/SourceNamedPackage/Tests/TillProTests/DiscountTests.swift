import XCTest
@testable import TillPro
import Till

final class DiscountTests: XCTestCase {
  func testDiscount() { XCTAssertEqual(discountPercent, 10) }
}
