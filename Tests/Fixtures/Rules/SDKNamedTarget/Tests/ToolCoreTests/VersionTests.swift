import XCTest
@testable import ToolCore

final class VersionTests: XCTestCase {
  func testParse() { XCTAssertEqual(Version.parse("1.2"), [1, 2]) }
}
