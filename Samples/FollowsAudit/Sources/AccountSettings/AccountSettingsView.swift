import Core
import SwiftUI

/// The dashboard layout of an account and the button that deletes it. Closing the sheet and leaving a deleted
/// account's screens are the coordinator's job: the view reports `didFinish` and `didDeleteAccount`.
public struct AccountSettingsView: View {
  @State private var viewModel: AccountSettingsViewModel
  @State private var isConfirmingDeletion = false
  private let didFinish: () -> Void
  private let didDeleteAccount: (Account) -> Void

  public init(
    viewModel: AccountSettingsViewModel,
    didFinish: @escaping () -> Void,
    didDeleteAccount: @escaping (Account) -> Void
  ) {
    _viewModel = State(initialValue: viewModel)
    self.didFinish = didFinish
    self.didDeleteAccount = didDeleteAccount
  }

  public var body: some View {
    List {
      Section {
        ForEach(viewModel.widgets, id: \.self) { kind in
          Label(kind.title, systemImage: kind.systemImage)
        }
        .onMove(perform: viewModel.move)
        .onDelete { offsets in
          offsets.map { viewModel.widgets[$0] }.forEach(viewModel.remove)
        }
        .deleteDisabled(!viewModel.canRemoveWidgets)
      } header: {
        Text("On the dashboard")
      }
      if !viewModel.hiddenWidgets.isEmpty {
        Section("More widgets") {
          ForEach(viewModel.hiddenWidgets, id: \.self) { kind in
            Button {
              viewModel.add(kind)
            } label: {
              Label(kind.title, systemImage: "plus.circle.fill")
            }
          }
        }
      }
      Section {
        Button("Reset Layout", action: viewModel.resetLayout)
        Button("Delete \(viewModel.account.displayName)", role: .destructive) {
          isConfirmingDeletion = true
        }
      } footer: {
        if let errorMessage = viewModel.errorMessage {
          Text(errorMessage)
            .foregroundStyle(.red)
        }
      }
    }
    .environment(\.editMode, .constant(.active))
    .navigationTitle("Customize")
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button("Done", action: didFinish)
      }
    }
    .confirmationDialog(
      "Delete every report of \(viewModel.account.displayName)?",
      isPresented: $isConfirmingDeletion,
      titleVisibility: .visible
    ) {
      Button("Delete Account", role: .destructive) {
        if viewModel.deleteAccount() {
          didDeleteAccount(viewModel.account)
        }
      }
    }
  }
}
