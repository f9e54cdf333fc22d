import FAFoundation
import Foundation
import SQLite3

/// A value bound to a statement's `?` parameter.
public enum SQLiteValue: Equatable {
  case integer(Int64)
  case real(Double)
  case text(String)
  case null

  public static func date(_ date: Date?) -> SQLiteValue {
    date.map { .real($0.timeIntervalSince1970) } ?? .null
  }
}

/// A prepared statement. While it is positioned on a row it is that row, so entities read themselves from it.
public final class SQLiteStatement: EntityRow {
  /// Tells SQLite to copy bound text, which Swift frees once the call returns.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  private let statement: OpaquePointer
  private let database: SQLiteDatabase
  private lazy var columnIndexes: [String: Int32] = {
    var indexes: [String: Int32] = [:]
    for index in 0..<sqlite3_column_count(statement) {
      indexes[String(cString: sqlite3_column_name(statement, index))] = index
    }
    return indexes
  }()

  init(_ statement: OpaquePointer, database: SQLiteDatabase) {
    self.statement = statement
    self.database = database
  }

  deinit {
    sqlite3_finalize(statement)
  }

  /// Binds the values to the parameters, in order, after clearing what an earlier run bound.
  public func bind(_ values: [SQLiteValue]) throws {
    sqlite3_reset(statement)
    sqlite3_clear_bindings(statement)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let result: Int32
      switch value {
      case .integer(let integer): result = sqlite3_bind_int64(statement, index, integer)
      case .real(let real): result = sqlite3_bind_double(statement, index, real)
      case .text(let text): result = sqlite3_bind_text(statement, index, text, -1, Self.transient)
      case .null: result = sqlite3_bind_null(statement, index)
      }
      guard result == SQLITE_OK else { throw SQLiteError(code: result, message: database.lastErrorMessage) }
    }
  }

  /// Moves to the next row; false when there is none left.
  public func step() throws -> Bool {
    switch sqlite3_step(statement) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let result: throw SQLiteError(code: result, message: database.lastErrorMessage)
    }
  }

  /// Runs a statement that returns no rows.
  public func run(_ values: [SQLiteValue] = []) throws {
    try bind(values)
    while try step() {}
  }

  /// Runs a query and reads every row as an entity.
  public func entities<Record: Entity>(_ values: [SQLiteValue] = [], as type: Record.Type) throws -> [Record] {
    try bind(values)
    var records: [Record] = []
    while try step() {
      records.append(try Record(row: self))
    }
    return records
  }

  // MARK: EntityRow

  public func integer(_ column: String) throws -> Int64 {
    sqlite3_column_int64(statement, try index(of: column, expecting: SQLITE_INTEGER, "INTEGER"))
  }

  public func real(_ column: String) throws -> Double {
    let index = try index(of: column)
    let type = sqlite3_column_type(statement, index)
    guard type == SQLITE_FLOAT || type == SQLITE_INTEGER else {
      throw EntityRowError.typeMismatch(column: column, expected: "REAL")
    }
    return sqlite3_column_double(statement, index)
  }

  public func text(_ column: String) throws -> String {
    let index = try index(of: column, expecting: SQLITE_TEXT, "TEXT")
    return String(cString: sqlite3_column_text(statement, index))
  }

  public func isNull(_ column: String) throws -> Bool {
    sqlite3_column_type(statement, try index(of: column)) == SQLITE_NULL
  }

  private func index(of column: String) throws -> Int32 {
    guard let index = columnIndexes[column] else { throw EntityRowError.missingColumn(column) }
    return index
  }

  private func index(of column: String, expecting type: Int32, _ typeName: String) throws -> Int32 {
    let index = try index(of: column)
    guard sqlite3_column_type(statement, index) == type else {
      throw EntityRowError.typeMismatch(column: column, expected: typeName)
    }
    return index
  }
}
