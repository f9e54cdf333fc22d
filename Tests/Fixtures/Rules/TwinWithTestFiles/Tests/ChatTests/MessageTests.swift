import Chat
import XCTest

final class MessageTests: XCTestCase {
  func testBlank() { XCTAssertTrue(Message(text: "  ").isBlank) }
}
