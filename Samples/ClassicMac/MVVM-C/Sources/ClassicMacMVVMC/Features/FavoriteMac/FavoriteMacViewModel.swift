import Combine
import Foundation
import MacCatalog

@MainActor
final class FavoriteMacViewModel: ObservableObject {
  let mac: ClassicMac
  private let favorites: FavoritesService
  private let onFinish: () -> Void

  init(mac: ClassicMac, favorites: FavoritesService, onFinish: @escaping () -> Void) {
    self.mac = mac
    self.favorites = favorites
    self.onFinish = onFinish
  }

  var isFavorite: Bool { favorites.favoriteIDs.contains(mac.id) }

  var question: String {
    isFavorite ? "Remove the \(mac.name) from your favourites?" : "Add the \(mac.name) to your favourites?"
  }

  func confirm() {
    favorites.setFavorite(!isFavorite, macID: mac.id)
    onFinish()
  }

  func cancel() {
    onFinish()
  }
}
