import SwiftUI

struct MacDetailsView: View {
  @ObservedObject var viewModel: MacDetailsViewModel

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text(viewModel.mac.description)
      Text("Released in \(String(viewModel.mac.releaseYear))")
        .foregroundStyle(.secondary)
      Button(viewModel.favoriteButtonTitle, action: viewModel.favoriteTapped)
        .buttonStyle(.borderedProminent)
      Spacer()
    }
    .padding()
    .navigationTitle(viewModel.mac.name)
  }
}
