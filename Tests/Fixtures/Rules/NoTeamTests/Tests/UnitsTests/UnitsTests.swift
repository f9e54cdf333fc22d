import Units
import XCTest

final class UnitsTests: XCTestCase {
  func testConvert() {
    XCTAssertEqual(GlucoseUnit.mmolL.convert(5, to: .mgdL), 90)
  }
}
