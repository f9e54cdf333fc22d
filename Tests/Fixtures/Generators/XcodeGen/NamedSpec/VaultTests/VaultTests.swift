import VaultKit
import XCTest

final class VaultTests: XCTestCase {
  func testItems() { XCTAssertEqual(Vault(items: ["a"]).items, ["a"]) }
}
