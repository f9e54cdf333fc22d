import Kit
import KitUI
import XCTest

final class DoseTests: XCTestCase {
  func testRounding() {
    XCTAssertEqual(Dose(units: 1.26).rounded(to: 0.05).units, 1.25, accuracy: 0.0001)
    XCTAssertEqual(DoseLabel().text(for: Dose(units: 0)), "None")
  }
}
