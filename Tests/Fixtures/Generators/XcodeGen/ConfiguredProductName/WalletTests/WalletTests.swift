import XCTest

final class WalletTests: XCTestCase {
  func testLaunches() {}
}
