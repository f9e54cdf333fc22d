import SensorKit
import XCTest

final class SensorDriverTests: XCTestCase {
  func testNoCountsIsNoReading() {
    XCTAssertNil(SensorDriver(calibration: 1).reading(fromCounts: 0))
  }
}
