import CatalogAPI
import Foundation

final class MacDetailsInteractor: MacDetailsInteractorInputProtocol {
  weak var output: MacDetailsInteractorOutputProtocol?
  private let macID: Int
  private let api: CatalogAPI
  private let favorites: FavoritesStorage

  init(macID: Int, api: CatalogAPI, favorites: FavoritesStorage) {
    self.macID = macID
    self.api = api
    self.favorites = favorites
  }

  func loadSpecification() {
    Task { @MainActor [api, macID, weak self] in
      do {
        self?.output?.didLoad(MacSpecification(record: try await api.record(id: macID)))
      } catch {
        self?.output?.didFailToLoad(error)
      }
    }
  }

  func isFavorite() -> Bool {
    favorites.favoriteIDs().contains(macID)
  }
}
