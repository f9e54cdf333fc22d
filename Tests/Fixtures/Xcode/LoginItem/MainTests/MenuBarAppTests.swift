import XCTest

@testable import Main

final class MenuBarAppTests: XCTestCase {
  func testUsageIsTheMean() {
    XCTAssertEqual(MenuBarApp().usage(of: [1, 3]), 2)
  }
}
