import XCTest
@testable import ClassicMac

final class ClassicMacTests: XCTestCase {
  func testDecodesTheAPIsSnakeCaseJSON() throws {
    let json = Data("""
    [{"id": 3, "name": "Macintosh SE/30", "description": "A 68030 in the compact case.",
      "release_year": 1989, "processor": "Motorola 68030"}]
    """.utf8)
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let macs = try decoder.decode([ClassicMac].self, from: json)
    XCTAssertEqual(macs.first?.releaseYear, 1989)
    XCTAssertEqual(macs.first?.subtitle, "1989 · Motorola 68030")
  }
}
