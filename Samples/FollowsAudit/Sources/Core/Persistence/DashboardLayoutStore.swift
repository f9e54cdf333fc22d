import FAFoundation
import Foundation

/// Which widgets each account's dashboard shows, in order. Every account has its own layout.
public protocol DashboardLayoutStore: AnyObject {
  func widgets(for accountID: Account.ID) -> [MetricKind]
  func setWidgets(_ widgets: [MetricKind], for accountID: Account.ID)
}

/// Layouts in `UserDefaults`: a short list of raw values per account.
public final class UserDefaultsDashboardLayoutStore: DashboardLayoutStore {
  private let defaults: UserDefaults

  public init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  public func widgets(for accountID: Account.ID) -> [MetricKind] {
    guard let rawValues = defaults.stringArray(forKey: key(accountID)) else { return MetricKind.defaultDashboard }
    // A widget removed in a later version of the app is skipped, not a reason to reset the layout.
    return rawValues.compactMap(MetricKind.init(rawValue:))
  }

  public func setWidgets(_ widgets: [MetricKind], for accountID: Account.ID) {
    defaults.set(widgets.map(\.rawValue), forKey: key(accountID))
  }

  private func key(_ accountID: Account.ID) -> String {
    "dashboard.widgets.\(accountID)"
  }
}

/// Layouts for previews and tests.
public final class InMemoryDashboardLayoutStore: DashboardLayoutStore {
  public private(set) var layouts: [Account.ID: [MetricKind]]

  public init(layouts: [Account.ID: [MetricKind]] = [:]) {
    self.layouts = layouts
  }

  public func widgets(for accountID: Account.ID) -> [MetricKind] {
    layouts[accountID] ?? MetricKind.defaultDashboard
  }

  public func setWidgets(_ widgets: [MetricKind], for accountID: Account.ID) {
    layouts[accountID] = widgets
  }
}
