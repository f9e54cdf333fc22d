import Weather
import WeatherTesting
import XCTest

final class WeatherTests: XCTestCase {
    func testToday() {
        XCTAssertEqual(Weather.today.summary, "Clear")
        XCTAssertEqual(forecastStub.summary, "Stub")
    }
}
