import XCTest

@testable import Analytics

final class TrackerTests: XCTestCase {
  func testTracker() { XCTAssertNotNil(Tracker()) }
}
