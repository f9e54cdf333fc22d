import Trips
import XCTest

final class TripTests: XCTestCase {
  func testASingleStopIsNoRoundTrip() {
    XCTAssertFalse(Trip(stops: ["Oslo"]).isRoundTrip)
  }
}
