import Dial
import Gauge
import XCTest

final class GaugeTests: XCTestCase {
  func testFraction() {
    let gauge = Gauge(dial: Dial(lower: 0, upper: 10))
    XCTAssertEqual(gauge.fraction(of: 5), 0.5)
  }
}
