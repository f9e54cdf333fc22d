import Foundation
import SQLite3

/// An error of SQLite, with its result code and message.
public struct SQLiteError: Error, Equatable, CustomStringConvertible {
  public let code: Int32
  public let message: String

  public var description: String { "SQLite error \(code): \(message)" }
}

/// A thin wrapper over one SQLite connection. The store serialises its calls, so one connection is enough.
public final class SQLiteDatabase {
  private var handle: OpaquePointer?

  /// Opens (and creates) the database file at `path`; `":memory:"` gives a database for tests.
  public init(path: String) throws {
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
    let result = sqlite3_open_v2(path, &handle, flags, nil)
    guard result == SQLITE_OK else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open \(path)"
      sqlite3_close(handle)
      throw SQLiteError(code: result, message: message)
    }
    try execute("PRAGMA foreign_keys = ON")
    try execute("PRAGMA journal_mode = WAL")
  }

  public static func inMemory() throws -> SQLiteDatabase {
    try SQLiteDatabase(path: ":memory:")
  }

  deinit {
    sqlite3_close(handle)
  }

  /// Runs statements that return no rows (schema, pragmas).
  public func execute(_ sql: String) throws {
    var errorMessage: UnsafeMutablePointer<CChar>?
    let result = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
    guard result == SQLITE_OK else {
      let message = errorMessage.map { String(cString: $0) } ?? lastErrorMessage
      sqlite3_free(errorMessage)
      throw SQLiteError(code: result, message: message)
    }
  }

  public func prepare(_ sql: String) throws -> SQLiteStatement {
    var statement: OpaquePointer?
    let result = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard result == SQLITE_OK, let statement else {
      throw SQLiteError(code: result, message: lastErrorMessage)
    }
    return SQLiteStatement(statement, database: self)
  }

  /// Runs `body` in a transaction: all of its writes are kept, or none.
  public func transaction<Result>(_ body: () throws -> Result) throws -> Result {
    try execute("BEGIN IMMEDIATE TRANSACTION")
    do {
      let result = try body()
      try execute("COMMIT TRANSACTION")
      return result
    } catch {
      try? execute("ROLLBACK TRANSACTION")
      throw error
    }
  }

  public var lastInsertedRowID: Int64 {
    sqlite3_last_insert_rowid(handle)
  }

  var lastErrorMessage: String {
    String(cString: sqlite3_errmsg(handle))
  }
}
