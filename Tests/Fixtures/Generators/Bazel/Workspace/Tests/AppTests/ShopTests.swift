import XCTest
@testable import Shop

final class ShopTests: XCTestCase {
  func testLaunch() { _ = ShopApp() }
}
