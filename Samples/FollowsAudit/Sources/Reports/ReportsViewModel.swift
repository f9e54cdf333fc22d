import Core
import Foundation
import Observation

/// The history of one account: every imported report, newest first, with the follower change each one brought.
@MainActor
@Observable
public final class ReportsViewModel {
  public let account: Account
  public private(set) var reports: [ReportSummary] = []
  public private(set) var errorMessage: String?

  private let store: AuditStore

  public init(account: Account, store: AuditStore) {
    self.account = account
    self.store = store
  }

  /// Oldest first, for the chart.
  public var history: [ReportSummary] { reports.sorted() }

  public func load() {
    do {
      reports = try store.reports(of: account.id)
      errorMessage = nil
    } catch {
      errorMessage = "The reports could not be read."
    }
  }

  /// "+12 followers" against the report before it, or "First report".
  public func changeDescription(for report: ReportSummary) -> String {
    guard let index = reports.firstIndex(of: report), reports.indices.contains(index + 1) else {
      return "First report"
    }
    let change = report.followersCount - reports[index + 1].followersCount
    switch change {
    case 0: return "No change in followers"
    case let change where change > 0: return "+\(change) followers"
    default: return "\(change) followers"
    }
  }

  public func delete(_ report: ReportSummary) {
    do {
      try store.deleteReport(report.id)
      reports.removeAll { $0.id == report.id }
    } catch {
      errorMessage = "The report could not be deleted."
    }
  }
}
