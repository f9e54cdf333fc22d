import Foundation
import Observation

/// Loads and filters the list. It also drives navigation: it owns the push path and the favourite sheet and
/// builds the next screens' view models. That made the first version quick to write, and is the smell this
/// sample keeps on purpose: the list now knows every screen after it.
@Observable
final class MacsListViewModel {
  enum Route: Hashable {
    case details(ClassicMac)
  }

  private(set) var macs: [ClassicMac] = []
  private(set) var errorMessage: String?
  var searchText = ""
  var path: [Route] = []
  var favoriteSheetMac: ClassicMac?

  private let api: MacsFetching
  private let favorites: FavoritesStoring

  init(api: MacsFetching, favorites: FavoritesStoring) {
    self.api = api
    self.favorites = favorites
  }

  var visibleMacs: [ClassicMac] {
    let query = searchText.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { return macs }
    return macs.filter { $0.name.localizedCaseInsensitiveContains(query) || "\($0.releaseYear)" == query }
  }

  @MainActor
  func load() async {
    do {
      macs = try await api.fetchMacs().sorted { $0.releaseYear < $1.releaseYear }
      errorMessage = nil
    } catch {
      errorMessage = "The Macs could not be loaded."
    }
  }

  func isFavorite(_ mac: ClassicMac) -> Bool {
    favorites.note(for: mac.id) != nil
  }

  // MARK: Navigation (should belong to a coordinator)

  func select(_ mac: ClassicMac) {
    path.append(.details(mac))
  }

  func showFavorite(for mac: ClassicMac) {
    favoriteSheetMac = mac
  }

  func makeDetailsViewModel(for mac: ClassicMac) -> MacDetailsViewModel {
    MacDetailsViewModel(mac: mac, favorites: favorites, onFavoriteTapped: { [weak self] in
      self?.showFavorite(for: mac)
    })
  }

  func makeFavoriteViewModel(for mac: ClassicMac) -> FavoriteMacViewModel {
    FavoriteMacViewModel(mac: mac, favorites: favorites, onFinish: { [weak self] in
      self?.favoriteSheetMac = nil
    })
  }
}
