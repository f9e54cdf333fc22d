import Palette
import XCTest

final class SwatchTests: XCTestCase {
  func testBlackIsDark() {
    XCTAssertTrue(Swatch(name: "ink", hex: 0x000000).isDark)
  }
}
