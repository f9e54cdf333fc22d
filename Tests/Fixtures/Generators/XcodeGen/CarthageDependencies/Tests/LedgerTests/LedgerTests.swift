import Ledger
import Pulse
import XCTest

final class LedgerTests: XCTestCase {
  func testBeats() {
    XCTAssertEqual(Ledger().beat, Beat())
  }
}
