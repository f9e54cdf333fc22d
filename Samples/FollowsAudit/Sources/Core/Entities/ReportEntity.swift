import FAFoundation
import Foundation

/// One imported export of an account: when it was imported and how many followers and follows it listed. The
/// usernames themselves are `ConnectionEntity` rows.
public struct ReportEntity: Entity {
  public let id: Int64
  public let accountID: Int64
  public let importedAt: Date
  public let followersCount: Int
  public let followingCount: Int

  public init(id: Int64, accountID: Int64, importedAt: Date, followersCount: Int, followingCount: Int) {
    self.id = id
    self.accountID = accountID
    self.importedAt = importedAt
    self.followersCount = followersCount
    self.followingCount = followingCount
  }

  public init(row: some EntityRow) throws {
    self.init(
      id: try row.integer("id"),
      accountID: try row.integer("account_id"),
      importedAt: try row.date("imported_at"),
      followersCount: Int(try row.integer("followers_count")),
      followingCount: Int(try row.integer("following_count"))
    )
  }

  public static let tableName = "report"

  public static let schema = [
    """
    CREATE TABLE IF NOT EXISTS report (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
      imported_at REAL NOT NULL,
      followers_count INTEGER NOT NULL,
      following_count INTEGER NOT NULL
    )
    """,
    "CREATE INDEX IF NOT EXISTS report_account ON report(account_id, imported_at)",
  ]
}
