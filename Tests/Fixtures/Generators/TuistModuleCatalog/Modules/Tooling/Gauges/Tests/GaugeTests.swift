@testable import Gauges
import XCTest

final class GaugeTests: XCTestCase {
  func testLevel() { XCTAssertEqual(Gauge(level: 4).level, 4) }
}
