import XCTest
@testable import Vault

final class CodeStoreTests: XCTestCase {
  func testKeepsOnlySixDigitCodes() {
    let store = CodeStore()
    store.add("123456")
    store.add("12")
    XCTAssertEqual(store.codes, ["123456"])
  }
}
