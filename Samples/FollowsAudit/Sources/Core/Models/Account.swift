import FAFoundation
import Foundation

/// An Instagram account the user audits. Follows Audit never logs in: an account exists because one of its
/// data exports was imported.
public struct Account: Model {
  public let id: Int64
  public let username: String
  public let addedAt: Date

  public init(id: Int64, username: String, addedAt: Date) {
    self.id = id
    self.username = username
    self.addedAt = addedAt
  }

  public init(record: AccountEntity) {
    self.init(id: record.id, username: record.username, addedAt: record.addedAt)
  }

  public var displayName: String { username.asHandle }
}
