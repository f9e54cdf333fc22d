import Core
import FAFoundation
import Foundation
import Observation

/// The dashboard of one account: the widgets its layout lists, computed from the latest report and the one
/// before it. Reloaded whenever the screen appears, so a new import or a new layout shows at once.
@MainActor
@Observable
public final class DashboardViewModel {
  public enum State: Equatable {
    case loading
    case noReports
    case loaded
    case failed(message: String)
  }

  public let account: Account
  public private(set) var state: State = .loading
  public private(set) var widgets: [DashboardWidget] = []
  public private(set) var lastImport: Date?

  private let store: AuditStore
  private let layout: DashboardLayoutStore

  public init(account: Account, store: AuditStore, layout: DashboardLayoutStore) {
    self.account = account
    self.store = store
    self.layout = layout
  }

  public var title: String { account.displayName }

  public var lastImportDescription: String? {
    lastImport.map { "Last import \($0.relativeDescription())" }
  }

  public func load() {
    do {
      guard let (latest, previous) = try store.latestSnapshots(of: account.id) else {
        widgets = []
        lastImport = nil
        state = .noReports
        return
      }
      let calculator = MetricCalculator(latest: latest, previous: previous)
      widgets = DashboardWidget.widgets(for: layout.widgets(for: account.id), calculator: calculator)
      lastImport = latest.summary.importedAt
      state = .loaded
    } catch {
      state = .failed(message: "The reports of \(account.displayName) could not be read.")
    }
  }
}
