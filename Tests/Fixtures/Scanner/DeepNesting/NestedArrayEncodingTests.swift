import Foundation
import XCTest
@testable import Encoding

/// One alias nests square brackets 19 deep: more than the parser is given. The rest of the file is ordinary.
final class NestedArrayEncodingTests: XCTestCase {
  func testDeeplyNestedArrays() throws {
    typealias Nested = [[[[[[[[[[[[[[[[[[[String]]]]]]]]]]]]]]]]]]]
    let value: Nested = []
    XCTAssertNoThrow(try JSONEncoder().encode(value))
  }

  func testFlatArray() throws {
    XCTAssertEqual(try JSONEncoder().encode([1, 2]).count, 5)
  }
}

struct EncodingFixture {
  let payload: [[String]]
}
