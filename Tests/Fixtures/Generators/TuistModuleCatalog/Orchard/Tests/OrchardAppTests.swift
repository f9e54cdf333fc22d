@testable import Orchard
import XCTest

final class OrchardAppTests: XCTestCase {
  func testName() { XCTAssertEqual(OrchardApp().name, "Home") }
}
