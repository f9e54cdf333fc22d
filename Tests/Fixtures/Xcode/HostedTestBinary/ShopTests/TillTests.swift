import XCTest
import Ledger
@testable import Shop

final class TillTests: XCTestCase {
  func testStartsEmpty() { XCTAssertTrue(Till().entries.isEmpty) }
}
