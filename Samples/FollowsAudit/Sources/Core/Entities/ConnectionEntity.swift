import FAFoundation
import Foundation

/// One username in one report, in one direction: a follower of the account or an account it follows.
public struct ConnectionEntity: Entity {
  public enum Direction: String, Sendable {
    case follower
    case following
  }

  public let id: Int64
  public let reportID: Int64
  public let username: String
  public let direction: Direction
  /// When the relationship started, if the export says.
  public let since: Date?

  public init(id: Int64, reportID: Int64, username: String, direction: Direction, since: Date?) {
    self.id = id
    self.reportID = reportID
    self.username = username
    self.direction = direction
    self.since = since
  }

  public init(row: some EntityRow) throws {
    self.init(
      id: try row.integer("id"),
      reportID: try row.integer("report_id"),
      username: try row.text("username"),
      direction: try row.value("direction", as: Direction.self),
      since: try row.optionalDate("since")
    )
  }

  public static let tableName = "connection"

  public static let schema = [
    """
    CREATE TABLE IF NOT EXISTS connection (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      report_id INTEGER NOT NULL REFERENCES report(id) ON DELETE CASCADE,
      username TEXT NOT NULL,
      direction TEXT NOT NULL CHECK (direction IN ('follower', 'following')),
      since REAL
    )
    """,
    "CREATE INDEX IF NOT EXISTS connection_report ON connection(report_id, direction)",
  ]
}
