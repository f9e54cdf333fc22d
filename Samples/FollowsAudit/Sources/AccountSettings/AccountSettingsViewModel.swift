import Core
import FAFoundation
import Foundation
import Observation

/// The settings of one account: which widgets its dashboard shows and in which order, and deleting its data.
/// Changes to the layout are saved as they are made, so the dashboard shows them when the sheet closes.
@MainActor
@Observable
public final class AccountSettingsViewModel {
  public let account: Account
  public private(set) var widgets: [MetricKind]
  public private(set) var errorMessage: String?

  private let layout: DashboardLayoutStore
  private let store: AuditStore

  public init(account: Account, layout: DashboardLayoutStore, store: AuditStore) {
    self.account = account
    self.layout = layout
    self.store = store
    self.widgets = layout.widgets(for: account.id)
  }

  /// The metrics not on the dashboard, in their usual order.
  public var hiddenWidgets: [MetricKind] {
    MetricKind.allCases.filter { !widgets.contains($0) }
  }

  /// A dashboard needs at least one widget, so the last one cannot be removed.
  public var canRemoveWidgets: Bool { widgets.count > 1 }

  public func add(_ kind: MetricKind) {
    guard !widgets.contains(kind) else { return }
    widgets.append(kind)
    save()
  }

  public func remove(_ kind: MetricKind) {
    guard canRemoveWidgets else { return }
    widgets.removeAll { $0 == kind }
    save()
  }

  /// Moves widgets the way `List.onMove` reports it: `destination` is an offset in the list before the move.
  /// (SwiftUI's `move(fromOffsets:toOffset:)` would do it, but the view model stays free of SwiftUI.)
  public func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moved = source.map { widgets[$0] }
    var remaining = widgets.enumerated().filter { !source.contains($0.offset) }.map(\.element)
    remaining.insert(contentsOf: moved, at: destination - source.count(in: 0..<destination))
    widgets = remaining
    save()
  }

  public func resetLayout() {
    widgets = MetricKind.defaultDashboard
    save()
  }

  /// Deletes the account with every report; true when it is gone, so the coordinator can close its screens.
  @discardableResult
  public func deleteAccount() -> Bool {
    do {
      try store.deleteAccount(account.id)
      return true
    } catch {
      errorMessage = "\(account.displayName) could not be deleted."
      return false
    }
  }

  private func save() {
    layout.setWidgets(widgets, for: account.id)
  }
}
