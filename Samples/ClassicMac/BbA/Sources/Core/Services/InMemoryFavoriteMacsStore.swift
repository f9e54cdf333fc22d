import Foundation

/// Favourites that live as long as the object: for SwiftUI previews and for tests, which must not write to
/// the user's defaults.
public final class InMemoryFavoriteMacsStore: FavoriteMacsStore {
  public private(set) var favoriteNames: Set<String>

  public init(favoriteNames: Set<String> = []) {
    self.favoriteNames = favoriteNames
  }

  public func isFavorite(_ mac: ClassicMac) -> Bool {
    favoriteNames.contains(mac.name)
  }

  public func setFavorite(_ isFavorite: Bool, for mac: ClassicMac) {
    if isFavorite {
      favoriteNames.insert(mac.name)
    } else {
      favoriteNames.remove(mac.name)
    }
  }
}
