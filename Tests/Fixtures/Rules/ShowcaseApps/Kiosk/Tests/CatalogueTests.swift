import Kiosk
import XCTest

final class CatalogueTests: XCTestCase {
  func testAnUnknownItemHasNoPrice() {
    XCTAssertNil(Catalogue().price(of: "tea"))
  }
}
