import AlphaBridge
import AlphaCore
import XCTest

final class AlphaTests: XCTestCase {
  func testOneStep() {
    XCTAssertEqual(AlphaCore().step(), AlphaBridge.run())
  }
}
