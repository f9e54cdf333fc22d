import Core
import FAFoundation
import Foundation
import Observation

/// The usernames behind one widget: who the followers are, who stopped following, and so on.
@MainActor
@Observable
public final class ConnectionsListViewModel {
  public let account: Account
  public let kind: MetricKind
  public private(set) var usernames: [String] = []
  public private(set) var errorMessage: String?
  public var searchText = ""

  private let store: AuditStore

  public init(account: Account, kind: MetricKind, store: AuditStore) {
    self.account = account
    self.kind = kind
    self.store = store
  }

  public var title: String { kind.title }

  public var visibleUsernames: [String] { usernames.matching(searchText) }

  public var emptyMessage: String {
    kind.needsPreviousReport ? "Nothing changed since the previous report." : "Nobody here."
  }

  public func load() {
    do {
      guard let (latest, previous) = try store.latestSnapshots(of: account.id) else {
        usernames = []
        return
      }
      usernames = MetricCalculator(latest: latest, previous: previous).usernames(for: kind)
      errorMessage = nil
    } catch {
      errorMessage = "The list could not be read."
    }
  }
}
