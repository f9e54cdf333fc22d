import Core
import Foundation
import Observation

/// What one report changed against the report before it: followers gained and lost, accounts followed and
/// unfollowed.
@MainActor
@Observable
public final class ReportDetailViewModel {
  public struct Section: Identifiable, Equatable {
    public let title: String
    public let usernames: [String]
    public var id: String { title }

    public init(title: String, usernames: [String]) {
      self.title = title
      self.usernames = usernames
    }
  }

  public let report: ReportSummary
  public private(set) var sections: [Section] = []
  public private(set) var isFirstReport = false
  public private(set) var errorMessage: String?

  private let store: AuditStore

  public init(report: ReportSummary, store: AuditStore) {
    self.report = report
    self.store = store
  }

  public var title: String { report.displayName }

  public func load() {
    do {
      let snapshot = try store.snapshot(of: report)
      let previous = try store.report(before: report).map(store.snapshot(of:))
      isFirstReport = previous == nil
      let comparison = ReportComparison(from: previous, to: snapshot)
      sections = [
        Section(title: "New followers", usernames: comparison.newFollowers.sortedUsernames()),
        Section(title: "Unfollowers", usernames: comparison.unfollowers.sortedUsernames()),
        Section(title: "You followed", usernames: comparison.newFollowing.sortedUsernames()),
        Section(title: "You unfollowed", usernames: comparison.unfollowed.sortedUsernames()),
      ].filter { !$0.usernames.isEmpty }
      errorMessage = nil
    } catch {
      errorMessage = "This report could not be read."
    }
  }
}
