import AccountsList
import Dashboard
import SwiftUI

/// The screens the accounts flow pushes.
enum AccountsRoute: Hashable {
  case dashboard(Account)
  case connections(Account, MetricKind)

  var account: Account {
    switch self {
    case .dashboard(let account), .connections(let account, _): return account
    }
  }
}

/// The navigation state of the main flow, kept apart from the view so the coordinator tests can drive it.
struct AccountsNavigation: Equatable {
  var path: [AccountsRoute] = []
  var isImporting = false
  /// The account whose reports are presented, if any.
  var reportsAccount: Account?
  /// The account whose settings are presented, if any.
  var settingsAccount: Account?

  /// Opening an account starts from its dashboard, whatever was pushed before.
  mutating func showDashboard(of account: Account) {
    path = [.dashboard(account)]
  }

  mutating func showConnections(_ kind: MetricKind, of account: Account) {
    let route = AccountsRoute.connections(account, kind)
    // A double tap on a widget must not push its list twice.
    guard path.last != route else { return }
    path.append(route)
  }

  mutating func presentImport() {
    isImporting = true
  }

  /// Ends the import flow; a successful import opens the dashboard of the account it added to.
  mutating func finishImport(with account: Account?) {
    isImporting = false
    if let account {
      showDashboard(of: account)
    }
  }

  mutating func presentReports(of account: Account) {
    reportsAccount = account
  }

  mutating func dismissReports() {
    reportsAccount = nil
  }

  mutating func presentSettings(of account: Account) {
    settingsAccount = account
  }

  mutating func dismissSettings() {
    settingsAccount = nil
  }

  /// A deleted account's screens close: its pushed screens and any sheet about it.
  mutating func accountDeleted(_ account: Account) {
    path.removeAll { $0.account.id == account.id }
    if reportsAccount?.id == account.id { reportsAccount = nil }
    if settingsAccount?.id == account.id { settingsAccount = nil }
  }
}

/// The main flow, spanning the AccountsList and Dashboard modules: accounts → dashboard → the usernames behind
/// a widget, with the import, reports and settings flows presented on top. No view knows another: this
/// coordinator turns their callbacks into navigation.
struct AccountsCoordinator: View {
  private let dependencies: AppDependencies
  @State private var listViewModel: AccountsListViewModel
  @State private var navigation = AccountsNavigation()

  init(dependencies: AppDependencies) {
    self.dependencies = dependencies
    _listViewModel = State(initialValue: AccountsListViewModel(store: dependencies.store))
  }

  var body: some View {
    NavigationStack(path: $navigation.path) {
      AccountsListView(
        viewModel: listViewModel,
        didSelectAccount: { account in navigation.showDashboard(of: account) },
        didTapImport: { navigation.presentImport() },
        didDeleteAccount: { account in navigation.accountDeleted(account) }
      )
      .navigationDestination(for: AccountsRoute.self) { route in
        destination(for: route)
      }
    }
    .fullScreenCover(isPresented: $navigation.isImporting) {
      ImportCoordinator(dependencies: dependencies) { account in
        navigation.finishImport(with: account)
        listViewModel.load()
      }
    }
    .sheet(item: $navigation.reportsAccount) { account in
      ReportsCoordinator(account: account, dependencies: dependencies) {
        navigation.dismissReports()
      }
    }
    .sheet(item: $navigation.settingsAccount) { account in
      AccountSettingsCoordinator(
        account: account,
        dependencies: dependencies,
        didFinish: { navigation.dismissSettings() },
        didDeleteAccount: { deleted in
          navigation.accountDeleted(deleted)
          listViewModel.load()
        }
      )
    }
  }

  @ViewBuilder
  private func destination(for route: AccountsRoute) -> some View {
    switch route {
    case .dashboard(let account):
      DashboardView(
        viewModel: DashboardViewModel(account: account, store: dependencies.store, layout: dependencies.layout),
        didSelectMetric: { kind in navigation.showConnections(kind, of: account) },
        didTapReports: { navigation.presentReports(of: account) },
        didTapCustomize: { navigation.presentSettings(of: account) },
        didTapImport: { navigation.presentImport() }
      )
    case .connections(let account, let kind):
      ConnectionsListView(
        viewModel: ConnectionsListViewModel(account: account, kind: kind, store: dependencies.store)
      )
    }
  }
}
