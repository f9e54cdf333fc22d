import CatalogAPI

final class FavoriteMacInteractor: FavoriteMacInteractorInputProtocol {
  private let macID: Int
  private let macName: String
  private let favorites: FavoritesStorage

  init(macID: Int, macName: String, favorites: FavoritesStorage) {
    self.macID = macID
    self.macName = macName
    self.favorites = favorites
  }

  func currentEntry() -> FavoriteEntry {
    FavoriteEntry(macID: macID, macName: macName, isFavorite: favorites.favoriteIDs().contains(macID))
  }

  func toggle() -> FavoriteEntry {
    var ids = favorites.favoriteIDs()
    if ids.contains(macID) { ids.remove(macID) } else { ids.insert(macID) }
    favorites.setFavoriteIDs(ids)
    return currentEntry()
  }
}
