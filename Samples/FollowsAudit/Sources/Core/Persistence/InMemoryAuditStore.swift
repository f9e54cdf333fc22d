import Foundation

/// A store that lives as long as the object: for SwiftUI previews and for the modules' tests, which must not
/// touch the user's database.
public final class InMemoryAuditStore: AuditStore {
  private var storedAccounts: [Account] = []
  private var snapshots: [Snapshot] = []
  private var nextID: Int64 = 1
  private let now: () -> Date

  /// When set, every call throws it: for testing how screens show a failing store.
  public var failure: Error?

  public init(now: @escaping () -> Date = Date.init) {
    self.now = now
  }

  public func accounts() throws -> [Account] {
    try failIfNeeded()
    return storedAccounts.sorted { $0.username.localizedCaseInsensitiveCompare($1.username) == .orderedAscending }
  }

  public func reports(of accountID: Account.ID) throws -> [ReportSummary] {
    try failIfNeeded()
    return snapshots.map(\.summary).filter { $0.accountID == accountID }.sorted(by: >)
  }

  public func snapshot(of report: ReportSummary) throws -> Snapshot {
    try failIfNeeded()
    guard let snapshot = snapshots.first(where: { $0.summary.id == report.id }) else {
      throw AuditStoreError.reportNotFound(report.id)
    }
    return snapshot
  }

  @discardableResult
  public func save(_ export: ImportedExport) throws -> (account: Account, report: ReportSummary) {
    try failIfNeeded()
    let account = storedAccounts.first { $0.username == export.username } ?? makeAccount(export.username)
    let summary = ReportSummary(
      id: makeID(),
      accountID: account.id,
      importedAt: now(),
      followersCount: export.followers.count,
      followingCount: export.following.count
    )
    snapshots.append(Snapshot(
      summary: summary,
      followers: Set(export.followers.map(\.username)),
      following: Set(export.following.map(\.username))
    ))
    return (account, summary)
  }

  public func deleteAccount(_ accountID: Account.ID) throws {
    try failIfNeeded()
    guard storedAccounts.contains(where: { $0.id == accountID }) else {
      throw AuditStoreError.accountNotFound(accountID)
    }
    storedAccounts.removeAll { $0.id == accountID }
    snapshots.removeAll { $0.summary.accountID == accountID }
  }

  public func deleteReport(_ reportID: ReportSummary.ID) throws {
    try failIfNeeded()
    snapshots.removeAll { $0.summary.id == reportID }
  }

  private func makeAccount(_ username: String) -> Account {
    let account = Account(id: makeID(), username: username, addedAt: now())
    storedAccounts.append(account)
    return account
  }

  private func makeID() -> Int64 {
    defer { nextID += 1 }
    return nextID
  }

  private func failIfNeeded() throws {
    if let failure { throw failure }
  }
}
