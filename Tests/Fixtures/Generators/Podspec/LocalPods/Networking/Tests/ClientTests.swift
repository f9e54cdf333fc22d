import OHHTTPStubs
import XCTest

@testable import Networking

final class ClientTests: XCTestCase {
  func testRetries() { XCTAssertEqual(Retry(attempts: 3).attempts, 3) }
}
