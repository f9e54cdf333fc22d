import TestShared
import XCTest

final class ParserTests: LedgerTestCase {
  func testSplitsFields() {
    XCTAssertEqual(parsedFields("a;b"), ["a", "b"])
    XCTAssertEqual(drivenLines("a\n\nb\n"), 2)
  }
}
