import XCTest
import Ledger

final class ScreenTests: XCTestCase {
  func testEntry() { _ = Entry.self }
}
