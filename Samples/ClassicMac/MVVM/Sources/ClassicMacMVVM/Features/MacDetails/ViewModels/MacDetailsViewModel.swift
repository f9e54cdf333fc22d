import Foundation
import Observation

@Observable
final class MacDetailsViewModel {
  let mac: ClassicMac
  private let favorites: FavoritesStoring
  private let onFavoriteTapped: () -> Void

  init(mac: ClassicMac, favorites: FavoritesStoring, onFavoriteTapped: @escaping () -> Void) {
    self.mac = mac
    self.favorites = favorites
    self.onFavoriteTapped = onFavoriteTapped
  }

  var ageDescription: String {
    let age = Calendar.current.component(.year, from: Date()) - mac.releaseYear
    return age == 1 ? "Released last year" : "Released \(age) years ago"
  }

  var favoriteNote: String? {
    favorites.note(for: mac.id)?.text
  }

  func favoriteTapped() {
    onFavoriteTapped()
  }
}
