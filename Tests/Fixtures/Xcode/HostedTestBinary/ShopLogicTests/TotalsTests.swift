import XCTest
import Ledger

final class TotalsTests: XCTestCase {
  func testEntry() { _ = Entry.self }
}
