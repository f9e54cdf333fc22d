import Combine
import Foundation
import MacCatalog

/// Owns all navigation state. Screens report events through closures; only this type decides what comes
/// next, so a screen can be reused in another flow without change.
@MainActor
final class AppCoordinator: ObservableObject {
  enum Route: Hashable {
    case details(ClassicMac)
  }

  enum Sheet: Identifiable, Equatable {
    case favorite(ClassicMac)

    var id: String {
      switch self {
      case .favorite(let mac): return "favorite-\(mac.id)"
      }
    }
  }

  @Published var path: [Route] = []
  @Published var sheet: Sheet?

  private let catalog: MacCatalogService
  private let favorites: FavoritesService
  private(set) lazy var listViewModel = MacsListViewModel(
    catalog: catalog, favorites: favorites,
    onSelect: { [weak self] mac in self?.showDetails(of: mac) }
  )

  init(catalog: MacCatalogService, favorites: FavoritesService) {
    self.catalog = catalog
    self.favorites = favorites
  }

  func showDetails(of mac: ClassicMac) {
    path.append(.details(mac))
  }

  func presentFavorite(for mac: ClassicMac) {
    sheet = .favorite(mac)
  }

  func dismissSheet() {
    sheet = nil
    listViewModel.refreshFavorites()
  }

  func makeDetailsViewModel(for mac: ClassicMac) -> MacDetailsViewModel {
    MacDetailsViewModel(mac: mac, favorites: favorites, onFavorite: { [weak self] in
      self?.presentFavorite(for: mac)
    })
  }

  func makeFavoriteViewModel(for mac: ClassicMac) -> FavoriteMacViewModel {
    FavoriteMacViewModel(mac: mac, favorites: favorites, onFinish: { [weak self] in
      self?.dismissSheet()
    })
  }
}
