import Journal
import XCTest

final class JournalTests: XCTestCase {
    func testTitle() {
        XCTAssertEqual(Journal.title, "Journal")
    }
}
