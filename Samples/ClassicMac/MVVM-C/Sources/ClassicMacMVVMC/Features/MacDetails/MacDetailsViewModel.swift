import Combine
import Foundation
import MacCatalog

@MainActor
final class MacDetailsViewModel: ObservableObject {
  let mac: ClassicMac
  private let favorites: FavoritesService
  private let onFavorite: () -> Void

  init(mac: ClassicMac, favorites: FavoritesService, onFavorite: @escaping () -> Void) {
    self.mac = mac
    self.favorites = favorites
    self.onFavorite = onFavorite
  }

  var isFavorite: Bool { favorites.favoriteIDs.contains(mac.id) }
  var favoriteButtonTitle: String { isFavorite ? "Remove from Favourites" : "Add to Favourites" }

  func favoriteTapped() {
    onFavorite()
  }
}
