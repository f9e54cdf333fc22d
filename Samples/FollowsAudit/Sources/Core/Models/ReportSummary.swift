import FAFoundation
import Foundation

/// One report of an account, without its usernames: what the reports list shows.
public struct ReportSummary: Model, Comparable {
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

  public init(record: ReportEntity) {
    self.init(
      id: record.id,
      accountID: record.accountID,
      importedAt: record.importedAt,
      followersCount: record.followersCount,
      followingCount: record.followingCount
    )
  }

  public var displayName: String { importedAt.reportTitle }

  /// Older reports first, so `sorted()` gives the history in the order it happened.
  public static func < (lhs: ReportSummary, rhs: ReportSummary) -> Bool {
    (lhs.importedAt, lhs.id) < (rhs.importedAt, rhs.id)
  }
}
