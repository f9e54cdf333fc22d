import Core
import XCTest

final class WindowTests: XCTestCase {
  func testHalvesCoverTheWidth() {
    XCTAssertEqual(Window(width: 101, height: 10).halves().map(\.width), [50, 51])
  }
}
