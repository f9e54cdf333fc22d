import SwiftUI

struct MacDetailsView: View {
  let viewModel: MacDetailsViewModel

  var body: some View {
    Form {
      Section {
        Text(viewModel.mac.description)
        Text(viewModel.ageDescription)
          .foregroundStyle(.secondary)
      }
      if let note = viewModel.favoriteNote {
        Section("Your note") {
          Text(note)
        }
      }
      Button(viewModel.favoriteNote == nil ? "Add to Favourites" : "Edit Favourite", action: viewModel.favoriteTapped)
    }
    .navigationTitle(viewModel.mac.name)
  }
}
