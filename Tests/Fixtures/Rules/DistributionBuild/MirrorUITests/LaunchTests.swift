import XCTest

final class LaunchTests: XCTestCase {
  func testTheWindowOpens() {
    let app = XCUIApplication()
    app.launch()
    XCTAssertTrue(app.windows.firstMatch.exists)
  }
}
