import FAFoundation
import Foundation

/// The store of the app: an SQLite file in Application Support. Reports can hold tens of thousands of
/// usernames, so saving one is a single transaction with one prepared insert reused for every row.
public final class SQLiteAuditStore: AuditStore {
  private let database: SQLiteDatabase
  private let now: () -> Date

  private static let entities: [any Entity.Type] = [AccountEntity.self, ReportEntity.self, ConnectionEntity.self]

  public init(database: SQLiteDatabase, now: @escaping () -> Date = Date.init) throws {
    self.database = database
    self.now = now
    for statement in Self.entities.flatMap({ $0.schema }) {
      try database.execute(statement)
    }
  }

  /// Opens the store at its default place, creating the folder on the first launch.
  public convenience init(fileManager: FileManager = .default) throws {
    let folder = try fileManager.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    let url = folder.appendingPathComponent("FollowsAudit.sqlite")
    try self.init(database: SQLiteDatabase(path: url.path))
  }

  public func accounts() throws -> [Account] {
    try database.prepare("SELECT id, username, added_at FROM account ORDER BY username COLLATE NOCASE")
      .entities(as: AccountEntity.self)
      .map(Account.init(record:))
  }

  public func reports(of accountID: Account.ID) throws -> [ReportSummary] {
    try database.prepare(
      """
      SELECT id, account_id, imported_at, followers_count, following_count FROM report
      WHERE account_id = ? ORDER BY imported_at DESC, id DESC
      """
    )
    .entities([.integer(accountID)], as: ReportEntity.self)
    .map(ReportSummary.init(record:))
  }

  public func snapshot(of report: ReportSummary) throws -> Snapshot {
    let connections = try database.prepare(
      "SELECT id, report_id, username, direction, since FROM connection WHERE report_id = ?"
    )
    .entities([.integer(report.id)], as: ConnectionEntity.self)
    guard !connections.isEmpty || report.followersCount + report.followingCount == 0 else {
      throw AuditStoreError.reportNotFound(report.id)
    }
    return Snapshot(
      summary: report,
      followers: Set(connections.filter { $0.direction == .follower }.map(\.username)),
      following: Set(connections.filter { $0.direction == .following }.map(\.username))
    )
  }

  @discardableResult
  public func save(_ export: ImportedExport) throws -> (account: Account, report: ReportSummary) {
    try database.transaction {
      let account = try accountNamed(export.username) ?? insertAccount(export.username)
      let report = try insertReport(export, accountID: account.id)
      let insert = try database.prepare(
        "INSERT INTO connection (report_id, username, direction, since) VALUES (?, ?, ?, ?)"
      )
      for (direction, connections) in [(ConnectionEntity.Direction.follower, export.followers),
                                       (.following, export.following)] {
        for connection in connections {
          try insert.run([.integer(report.id), .text(connection.username), .text(direction.rawValue),
                          .date(connection.since)])
        }
      }
      return (account, report)
    }
  }

  public func deleteAccount(_ accountID: Account.ID) throws {
    try database.prepare("DELETE FROM account WHERE id = ?").run([.integer(accountID)])
  }

  public func deleteReport(_ reportID: ReportSummary.ID) throws {
    try database.prepare("DELETE FROM report WHERE id = ?").run([.integer(reportID)])
  }

  // MARK: Private

  private func accountNamed(_ username: String) throws -> Account? {
    try database.prepare("SELECT id, username, added_at FROM account WHERE username = ?")
      .entities([.text(username)], as: AccountEntity.self)
      .first
      .map(Account.init(record:))
  }

  private func insertAccount(_ username: String) throws -> Account {
    let addedAt = now()
    try database.prepare("INSERT INTO account (username, added_at) VALUES (?, ?)")
      .run([.text(username), .date(addedAt)])
    return Account(id: database.lastInsertedRowID, username: username, addedAt: addedAt)
  }

  private func insertReport(_ export: ImportedExport, accountID: Account.ID) throws -> ReportSummary {
    let importedAt = now()
    try database.prepare(
      "INSERT INTO report (account_id, imported_at, followers_count, following_count) VALUES (?, ?, ?, ?)"
    )
    .run([.integer(accountID), .date(importedAt), .integer(Int64(export.followers.count)),
          .integer(Int64(export.following.count))])
    return ReportSummary(
      id: database.lastInsertedRowID,
      accountID: accountID,
      importedAt: importedAt,
      followersCount: export.followers.count,
      followingCount: export.following.count
    )
  }
}
