import AppCore
import XCTest

final class StatusModelTests: XCTestCase {
  func testRefreshDropsEmptyNamesAndSorts() {
    let model = StatusModel()
    model.refresh(from: ["b", "", "a"])
    XCTAssertEqual(model.items, ["a", "b"])
  }
}
