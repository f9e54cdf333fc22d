import Foundation

/// One row of a query result, read column by column. Core's SQLite statement implements it; tests implement it
/// with a dictionary.
public protocol EntityRow {
  func integer(_ column: String) throws -> Int64
  func real(_ column: String) throws -> Double
  func text(_ column: String) throws -> String
  func isNull(_ column: String) throws -> Bool
}

/// Why a row could not be read into an entity.
public enum EntityRowError: Error, Equatable {
  case missingColumn(String)
  case typeMismatch(column: String, expected: String)
  case invalidValue(column: String, value: String)
}

extension EntityRow {
  /// Dates are stored as seconds since 1970, the way SQLite's own date functions read them.
  public func date(_ column: String) throws -> Date {
    Date(timeIntervalSince1970: try real(column))
  }

  public func optionalDate(_ column: String) throws -> Date? {
    try isNull(column) ? nil : date(column)
  }

  /// A column that stores the raw value of an enum.
  public func value<Value: RawRepresentable>(_ column: String, as type: Value.Type) throws -> Value
  where Value.RawValue == String {
    let raw = try text(column)
    guard let value = Value(rawValue: raw) else {
      throw EntityRowError.invalidValue(column: column, value: raw)
    }
    return value
  }
}
