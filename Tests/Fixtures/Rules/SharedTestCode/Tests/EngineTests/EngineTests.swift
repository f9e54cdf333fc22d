import Engine
import XCTest

final class EngineTests: XCTestCase {
  func testTotals() {
    XCTAssertEqual(Engine().total([150, 5]), "1.55")
  }
}
