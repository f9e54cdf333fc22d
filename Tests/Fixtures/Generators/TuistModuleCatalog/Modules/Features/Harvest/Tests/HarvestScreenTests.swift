@testable import Harvest
import Gauges
import HarvestInterface
import Ledger
import Tally
import TallyTesting
import XCTest

final class HarvestScreenTests: XCTestCase {
  func testLevel() {
    let screen = HarvestScreen(book: Ledger(gauge: Gauge(level: 2)), total: TallyStub.empty)
    XCTAssertEqual(screen.level, 2)
    XCTAssertEqual(screen.route, HarvestRoute.home)
  }
}
