import SwiftUI

struct MacsListView: View {
  @Bindable var viewModel: MacsListViewModel

  var body: some View {
    NavigationStack(path: $viewModel.path) {
      List(viewModel.visibleMacs) { mac in
        Button {
          viewModel.select(mac)
        } label: {
          VStack(alignment: .leading) {
            Text(viewModel.isFavorite(mac) ? "★ \(mac.name)" : mac.name)
            Text(String(mac.releaseYear))
              .font(.subheadline)
              .foregroundStyle(.secondary)
          }
        }
      }
      .overlay(alignment: .bottom) {
        if let message = viewModel.errorMessage {
          ErrorBanner(message: message) { Task { await viewModel.load() } }
        }
      }
      .searchable(text: $viewModel.searchText)
      .navigationTitle("Classic Macs")
      .navigationDestination(for: MacsListViewModel.Route.self) { route in
        switch route {
        case .details(let mac):
          MacDetailsView(viewModel: viewModel.makeDetailsViewModel(for: mac))
        }
      }
      .sheet(item: $viewModel.favoriteSheetMac) { mac in
        NavigationStack {
          FavoriteMacView(viewModel: viewModel.makeFavoriteViewModel(for: mac))
        }
      }
      .task { await viewModel.load() }
    }
  }
}
