@testable import Ledger
import Gauges
import XCTest

final class LedgerTests: XCTestCase {
  func testGauge() { XCTAssertEqual(Ledger(gauge: Gauge(level: 3)).gauge.level, 3) }
}
