import Glucose
import SampleHistories
import XCTest

final class ReadingTests: XCTestCase {
  func testLow() {
    XCTAssertTrue(Reading(value: 60).isLow)
    XCTAssertEqual(SampleHistories.falling.count, 3)
  }
}
