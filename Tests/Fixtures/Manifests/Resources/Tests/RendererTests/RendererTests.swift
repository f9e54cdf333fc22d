import Renderer
import XCTest

final class RendererTests: XCTestCase {
  func testTitle() { XCTAssertEqual(render(title: "A", template: "{{title}}"), "A") }
}
