import FAFoundation
import XCTest

/// A row backed by a dictionary, the way a test or a cache can feed entities without a database.
private struct DictionaryRow: EntityRow {
  var values: [String: Any]

  func integer(_ column: String) throws -> Int64 { try value(column) }
  func real(_ column: String) throws -> Double { try value(column) }
  func text(_ column: String) throws -> String { try value(column) }

  func isNull(_ column: String) throws -> Bool {
    guard let value = values[column] else { throw EntityRowError.missingColumn(column) }
    return value is NSNull
  }

  private func value<Value>(_ column: String) throws -> Value {
    guard let value = values[column] else { throw EntityRowError.missingColumn(column) }
    guard let typed = value as? Value else {
      throw EntityRowError.typeMismatch(column: column, expected: String(describing: Value.self))
    }
    return typed
  }
}

private enum Colour: String {
  case red
  case blue
}

final class EntityRowTests: XCTestCase {
  func testDatesAreSecondsSince1970() throws {
    let row = DictionaryRow(values: ["at": 86_400.0])
    XCTAssertEqual(try row.date("at"), Date(timeIntervalSince1970: 86_400))
  }

  func testANullDateIsNil() throws {
    let row = DictionaryRow(values: ["since": NSNull()])
    XCTAssertNil(try row.optionalDate("since"))
  }

  func testAMissingColumnIsReportedByName() {
    let row = DictionaryRow(values: [:])
    XCTAssertThrowsError(try row.date("at")) { error in
      XCTAssertEqual(error as? EntityRowError, .missingColumn("at"))
    }
  }

  func testRawValuesAreReadAsTheirEnum() throws {
    let row = DictionaryRow(values: ["colour": "blue", "other": "green"])
    XCTAssertEqual(try row.value("colour", as: Colour.self), .blue)
    XCTAssertThrowsError(try row.value("other", as: Colour.self)) { error in
      XCTAssertEqual(error as? EntityRowError, .invalidValue(column: "other", value: "green"))
    }
  }
}
