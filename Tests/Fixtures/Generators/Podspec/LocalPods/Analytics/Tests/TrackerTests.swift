// Segment is declared by the root spec for the tests: a test spec inherits its pod's dependencies.
import Segment
import XCTest

@testable import Analytics

final class TrackerTests: XCTestCase {
  func testTracker() { XCTAssertNotNil(Tracker()) }
}
