import Gauge
import XCTest

final class ReadingTests: XCTestCase {
  func testClampsToTheRange() {
    XCTAssertEqual(clamped(12, to: 0...10), 10)
  }
}
