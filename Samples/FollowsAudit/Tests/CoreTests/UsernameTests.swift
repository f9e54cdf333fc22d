import Core
import XCTest

final class UsernameTests: XCTestCase {
  func testNormalisingDropsTheAtSignBlanksAndCase() {
    XCTAssertEqual("  @Ada.Lovelace ".normalizedUsername, "ada.lovelace")
    XCTAssertEqual("Ada".asHandle, "@ada")
  }

  func testValidUsernames() {
    XCTAssertTrue("ada_1815".isValidUsername)
    XCTAssertFalse("".isValidUsername)
    XCTAssertFalse("ada lovelace".isValidUsername)
    XCTAssertFalse(String(repeating: "a", count: 31).isValidUsername)
  }

  func testSortingAndSearchingIgnoreCase() {
    let usernames = ["carol", "Bob", "anna_b", "Anna"]
    XCTAssertEqual(usernames.sortedUsernames(), ["Anna", "anna_b", "Bob", "carol"])
    XCTAssertEqual(usernames.matching("@ANN"), ["anna_b", "Anna"])
    XCTAssertEqual(usernames.matching(" "), usernames)
  }
}
