import XCTest
import Ledger

final class CheckoutFlowTests: XCTestCase {
  func testLaunch() { XCUIApplication().launch() }
}
