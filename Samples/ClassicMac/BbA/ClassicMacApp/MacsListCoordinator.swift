import MacDetails
import MacsList
import SwiftUI

/// The navigation state of the list flow, kept apart from the view so the coordinator tests can drive it.
struct MacsListNavigation: Equatable {
  /// The push stack: each element is a Mac whose details are shown.
  var path: [ClassicMac] = []
  /// The Mac whose favourite sheet is presented, if any.
  var favoriteMac: ClassicMac?

  mutating func showDetails(of mac: ClassicMac) {
    // Tapping a row twice quickly must not push the same screen twice.
    guard path.last != mac else { return }
    path.append(mac)
  }

  mutating func presentFavorite(for mac: ClassicMac) {
    favoriteMac = mac
  }

  mutating func dismissFavorite() {
    favoriteMac = nil
  }

  mutating func popToList() {
    path.removeAll()
    favoriteMac = nil
  }
}

/// One flow that spans two modules: MacsList and MacDetails. The views never know each other; this
/// coordinator turns their callbacks into navigation.
struct MacsListCoordinator: View {
  @StateObject private var viewModel = MacsListViewModel()
  @State private var navigation = MacsListNavigation()

  var body: some View {
    NavigationStack(path: $navigation.path) {
      MacsListView(
        viewModel: viewModel,
        didSelectMac: { selectedMac in
          navigation.showDetails(of: selectedMac)
        }
      )
      .navigationTitle("Classic Macs")
      .navigationDestination(for: ClassicMac.self) { mac in
        MacDetailsView(
          viewModel: MacDetailsViewModel(mac: mac),
          didTapFavoriteButton: {
            navigation.presentFavorite(for: mac)
          }
        )
      }
    }
    .sheet(item: $navigation.favoriteMac) { mac in
      FavoriteMacCoordinator(mac: mac, didFinish: {
        navigation.dismissFavorite()
      })
    }
  }
}
