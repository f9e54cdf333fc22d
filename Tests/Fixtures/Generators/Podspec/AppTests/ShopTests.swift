import XCTest

@testable import Shop

final class ShopTests: XCTestCase {
  func testLaunch() { XCTAssertNotNil(ShopApp().tracker) }
}
