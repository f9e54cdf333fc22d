import Foundation

/// Where accounts and their reports are kept. View models depend on this protocol, never on SQLite, so their
/// tests run on `InMemoryAuditStore`.
public protocol AuditStore: AnyObject {
  /// Every account, alphabetically.
  func accounts() throws -> [Account]

  /// The reports of an account, newest first.
  func reports(of accountID: Account.ID) throws -> [ReportSummary]

  /// A report with its usernames.
  func snapshot(of report: ReportSummary) throws -> Snapshot

  /// Saves an imported export as a new report of its account, adding the account on its first import.
  @discardableResult
  func save(_ export: ImportedExport) throws -> (account: Account, report: ReportSummary)

  /// Deletes the account and all of its reports.
  func deleteAccount(_ accountID: Account.ID) throws

  func deleteReport(_ reportID: ReportSummary.ID) throws
}

public enum AuditStoreError: Error, Equatable {
  case accountNotFound(Account.ID)
  case reportNotFound(ReportSummary.ID)
}

extension AuditStore {
  /// The latest report of an account and the one before it, or nil while the account has no report.
  public func latestSnapshots(of accountID: Account.ID) throws -> (latest: Snapshot, previous: Snapshot?)? {
    let reports = try reports(of: accountID)
    guard let latest = reports.first else { return nil }
    let previous = try reports.dropFirst().first.map(snapshot(of:))
    return (try snapshot(of: latest), previous)
  }

  /// The report imported just before `report`, if any.
  public func report(before report: ReportSummary) throws -> ReportSummary? {
    try reports(of: report.accountID).filter { $0 < report }.max()
  }
}
