import DexterKit
import XCTest

final class DexterManagerTests: XCTestCase {
  func testIgnoresImpossibleValues() {
    let manager = DexterManager()
    manager.receive(-1)
    manager.receive(120)
    XCTAssertEqual(manager.readings, [120])
  }
}
