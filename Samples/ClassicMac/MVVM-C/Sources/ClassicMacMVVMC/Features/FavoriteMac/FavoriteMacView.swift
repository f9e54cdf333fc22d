import SwiftUI

struct FavoriteMacView: View {
  @ObservedObject var viewModel: FavoriteMacViewModel

  var body: some View {
    VStack(spacing: 24) {
      Text(viewModel.question)
        .multilineTextAlignment(.center)
      Button(viewModel.isFavorite ? "Remove" : "Add", action: viewModel.confirm)
        .buttonStyle(.borderedProminent)
    }
    .padding()
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel", action: viewModel.cancel)
      }
    }
  }
}
