import MockBackend
import XCTest

final class LoginTests: XCTestCase {
  func testGreeting() {
    XCTAssertEqual(LoginRobot(server: Server()).sendGreeting(), 1)
  }
}
