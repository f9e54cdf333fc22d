import Combine
import Foundation
import MacCatalog

@MainActor
final class MacsListViewModel: ObservableObject {
  @Published private(set) var macs: [ClassicMac] = []
  @Published private(set) var favoriteIDs: Set<String> = []
  @Published private(set) var errorMessage: String?

  private let catalog: MacCatalogService
  private let favorites: FavoritesService
  private let onSelect: (ClassicMac) -> Void

  init(catalog: MacCatalogService, favorites: FavoritesService, onSelect: @escaping (ClassicMac) -> Void) {
    self.catalog = catalog
    self.favorites = favorites
    self.onSelect = onSelect
  }

  func load() async {
    do {
      macs = try await catalog.allMacs()
      errorMessage = nil
    } catch {
      errorMessage = "The catalogue is unavailable."
    }
    refreshFavorites()
  }

  func refreshFavorites() {
    favoriteIDs = favorites.favoriteIDs
  }

  func select(_ mac: ClassicMac) {
    onSelect(mac)
  }
}
