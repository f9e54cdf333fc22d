import SwiftUI

/// Turns the coordinator's state into a NavigationStack and a sheet.
struct AppCoordinatorView: View {
  @ObservedObject var coordinator: AppCoordinator

  var body: some View {
    NavigationStack(path: $coordinator.path) {
      MacsListView(viewModel: coordinator.listViewModel)
        .navigationDestination(for: AppCoordinator.Route.self) { route in
          switch route {
          case .details(let mac):
            MacDetailsView(viewModel: coordinator.makeDetailsViewModel(for: mac))
          }
        }
    }
    .sheet(item: $coordinator.sheet) { sheet in
      switch sheet {
      case .favorite(let mac):
        NavigationStack {
          FavoriteMacView(viewModel: coordinator.makeFavoriteViewModel(for: mac))
        }
      }
    }
  }
}
