import Compass
import WeatherTesting
import XCTest

final class CompassTests: XCTestCase {
    func testTitle() {
        XCTAssertEqual(Compass.title, "Compass")
    }
}
