import XCTest
@testable import Home
import Core
import Kit

final class HomeModelTests: XCTestCase {
  func testStartsEmpty() {
    XCTAssertEqual(HomeModel().macs.count, 0)
    _ = Mac(name: "Classic")
  }
}
