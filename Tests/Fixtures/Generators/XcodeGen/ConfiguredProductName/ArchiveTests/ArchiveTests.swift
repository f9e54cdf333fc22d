import XCTest

final class ArchiveTests: XCTestCase {
  func testNothing() {}
}
