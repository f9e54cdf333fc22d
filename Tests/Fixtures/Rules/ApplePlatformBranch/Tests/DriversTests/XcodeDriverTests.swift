import XCTest
@testable import Drivers

final class XcodeDriverTests: XCTestCase {
  func testProjects() { XCTAssertEqual(XcodeDriver().projects(in: ["A.xcodeproj", "B"]), ["A.xcodeproj"]) }
}
