import SwiftUI

struct FavoriteMacView: View {
  @Bindable var viewModel: FavoriteMacViewModel

  var body: some View {
    Form {
      TextField("Why do you like the \(viewModel.mac.name)?", text: $viewModel.note, axis: .vertical)
      if viewModel.isAlreadyFavorite {
        Button("Remove from Favourites", role: .destructive, action: viewModel.removeFavorite)
      }
    }
    .navigationTitle("Favourite")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel", action: viewModel.cancel)
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save", action: viewModel.save)
          .disabled(!viewModel.canSave)
      }
    }
  }
}
