import Reader
import XCTest

final class ReaderTests: XCTestCase {
  func testVersion() {
    XCTAssertEqual(Reader().version(), 3)
  }
}
