import Notes
import XCTest

final class NotesTests: XCTestCase {
  func testTitleIsTrimmed() {
    XCTAssertEqual(Note(title: " Groceries ").title, "Groceries")
  }
}
