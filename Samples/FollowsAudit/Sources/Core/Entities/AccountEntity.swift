import FAFoundation
import Foundation

/// An audited account, as stored: the username it was imported under and when it was added.
public struct AccountEntity: Entity {
  public let id: Int64
  public let username: String
  public let addedAt: Date

  public init(id: Int64, username: String, addedAt: Date) {
    self.id = id
    self.username = username
    self.addedAt = addedAt
  }

  public init(row: some EntityRow) throws {
    self.init(id: try row.integer("id"), username: try row.text("username"), addedAt: try row.date("added_at"))
  }

  public static let tableName = "account"

  public static let schema = [
    """
    CREATE TABLE IF NOT EXISTS account (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      username TEXT NOT NULL UNIQUE COLLATE NOCASE,
      added_at REAL NOT NULL
    )
    """,
  ]
}
