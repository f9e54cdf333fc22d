import XCTest
@testable import Till
#if TILL_PRO
@testable import TillPro
#endif

final class TillTests: XCTestCase {
  func testPackage() {
    XCTAssertEqual(Till(package: Package(items: ["tea"], cents: 250)).package.cents, 250)
  }
}
