import Tally
import XCTest

final class CounterTests: XCTestCase {
  func testAdds() {
    var counter = Counter()
    counter.add(2)
    XCTAssertEqual(counter.total, 2)
  }
}
