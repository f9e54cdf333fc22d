import Atlas
import XCTest

final class AtlasTests: XCTestCase {
    func testTitle() {
        XCTAssertEqual(Atlas.title, "Atlas")
    }
}
