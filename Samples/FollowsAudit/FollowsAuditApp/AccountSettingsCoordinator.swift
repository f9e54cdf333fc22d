import AccountSettings
import SwiftUI

/// The settings of one account, presented as a sheet. It reports the end of the flow, and a deletion, to the
/// presenting coordinator instead of dismissing itself.
struct AccountSettingsCoordinator: View {
  @State private var viewModel: AccountSettingsViewModel
  private let didFinish: () -> Void
  private let didDeleteAccount: (Account) -> Void

  init(
    account: Account,
    dependencies: AppDependencies,
    didFinish: @escaping () -> Void,
    didDeleteAccount: @escaping (Account) -> Void
  ) {
    _viewModel = State(initialValue: AccountSettingsViewModel(
      account: account,
      layout: dependencies.layout,
      store: dependencies.store
    ))
    self.didFinish = didFinish
    self.didDeleteAccount = didDeleteAccount
  }

  var body: some View {
    NavigationStack {
      AccountSettingsView(viewModel: viewModel, didFinish: didFinish, didDeleteAccount: didDeleteAccount)
    }
    .presentationDetents([.medium, .large])
  }
}
