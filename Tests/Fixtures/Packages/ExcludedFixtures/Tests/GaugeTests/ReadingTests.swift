import Gauge
import XCTest

final class ReadingTests: XCTestCase {
  func testReading() {
    XCTAssertEqual(reading("3"), 3)
  }
}
