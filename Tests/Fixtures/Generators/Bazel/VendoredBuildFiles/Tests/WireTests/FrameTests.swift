import Wire
import XCTest

final class FrameTests: XCTestCase {
  func testLength() {
    XCTAssertEqual(Frame(length: 3).length, 3)
  }
}
