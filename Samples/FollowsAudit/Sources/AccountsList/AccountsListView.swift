import Core
import SwiftUI

/// The first screen: every audited account. Selecting one, asking for an import and deleting one are reported
/// through closures; what happens next is the coordinator's decision.
public struct AccountsListView: View {
  @Bindable private var viewModel: AccountsListViewModel
  private let didSelectAccount: (Account) -> Void
  private let didTapImport: () -> Void
  private let didDeleteAccount: (Account) -> Void

  public init(
    viewModel: AccountsListViewModel,
    didSelectAccount: @escaping (Account) -> Void,
    didTapImport: @escaping () -> Void,
    didDeleteAccount: @escaping (Account) -> Void = { _ in }
  ) {
    self.viewModel = viewModel
    self.didSelectAccount = didSelectAccount
    self.didTapImport = didTapImport
    self.didDeleteAccount = didDeleteAccount
  }

  public var body: some View {
    content
      .navigationTitle("Accounts")
      .searchable(text: $viewModel.searchText, prompt: "Search accounts")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Import", systemImage: "square.and.arrow.down", action: didTapImport)
        }
      }
      .onAppear(perform: viewModel.load)
  }

  @ViewBuilder
  private var content: some View {
    switch viewModel.state {
    case .loading:
      ProgressView()
    case .failed(let message):
      ContentUnavailableView(message, systemImage: "exclamationmark.triangle")
    case .loaded where viewModel.isEmpty:
      AccountsEmptyView(didTapImport: didTapImport)
    case .loaded:
      List {
        ForEach(viewModel.visibleAccounts) { account in
          Button {
            didSelectAccount(account)
          } label: {
            AccountRow(account: account, subtitle: viewModel.subtitle(for: account))
          }
          .swipeActions {
            Button("Delete", systemImage: "trash", role: .destructive) {
              if viewModel.delete(account) {
                didDeleteAccount(account)
              }
            }
          }
        }
      }
    }
  }
}
