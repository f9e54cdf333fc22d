import Feed
import Foundation
import XCTest

final class FeedTests: XCTestCase {
  func testAddingStampsTheEntry() {
    var feed = Feed()
    feed.add("one")
    XCTAssertEqual(feed.entries.first?.seconds, 1)
  }
}
