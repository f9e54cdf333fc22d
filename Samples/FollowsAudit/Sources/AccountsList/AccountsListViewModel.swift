import Core
import Foundation
import Observation

/// The audited accounts, each with its latest report. It knows nothing about navigation: the view reports a
/// selection or a deletion to its coordinator.
@MainActor
@Observable
public final class AccountsListViewModel {
  public enum State: Equatable {
    case loading
    case loaded
    case failed(message: String)
  }

  public private(set) var accounts: [Account] = []
  public private(set) var latestReports: [Account.ID: ReportSummary] = [:]
  public private(set) var state: State = .loading
  public var searchText = ""

  private let store: AuditStore

  public init(store: AuditStore) {
    self.store = store
  }

  public var visibleAccounts: [Account] {
    let query = searchText.normalizedUsername
    guard !query.isEmpty else { return accounts }
    return accounts.filter { $0.username.localizedCaseInsensitiveContains(query) }
  }

  public var isEmpty: Bool { state == .loaded && accounts.isEmpty }

  /// Reads the accounts again; called on appear and after an import.
  public func load() {
    do {
      accounts = try store.accounts()
      latestReports = try Dictionary(uniqueKeysWithValues: accounts.compactMap { account in
        try store.reports(of: account.id).first.map { (account.id, $0) }
      })
      state = .loaded
    } catch {
      state = .failed(message: "Your accounts could not be read.")
    }
  }

  /// The line under an account's name: its follower count, or a hint when nothing was imported yet.
  public func subtitle(for account: Account) -> String {
    guard let report = latestReports[account.id] else { return "No report yet" }
    return "\(report.followersCount) followers · \(report.importedAt.relativeDescription())"
  }

  /// Deletes the account and its reports; true when it is gone, so the coordinator can leave its screens.
  @discardableResult
  public func delete(_ account: Account) -> Bool {
    do {
      try store.deleteAccount(account.id)
      accounts.removeAll { $0.id == account.id }
      latestReports[account.id] = nil
      return true
    } catch {
      state = .failed(message: "\(account.displayName) could not be deleted.")
      return false
    }
  }
}
