import Meter
import XCTest

final class MeterTests: XCTestCase {
  func testRate() {
    let meter = Meter()
    meter.mark(at: 1)
    meter.mark(at: 2)
    XCTAssertEqual(meter.rate(over: 2, now: 2), 1)
  }
}
