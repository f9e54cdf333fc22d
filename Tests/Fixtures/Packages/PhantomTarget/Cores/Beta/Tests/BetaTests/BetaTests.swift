import BetaCore
import BetaSwift
import XCTest

final class BetaTests: XCTestCase {
  func testOneStep() {
    XCTAssertEqual(BetaCore().step(), 2)
  }
}
