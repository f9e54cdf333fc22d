import Combine
import Core
import Foundation

/// Loads the catalogue and keeps what the list shows: the Macs matching the search text, and which of them
/// are favourites. It knows nothing about navigation; the view reports selections to its coordinator.
@MainActor
public final class MacsListViewModel: ObservableObject {
  public enum State: Equatable {
    case idle
    case loading
    case loaded
    case failed(message: String)
  }

  @Published public private(set) var classicMacs: [ClassicMac] = []
  @Published public private(set) var state: State = .idle
  @Published public var searchText: String = ""

  private let repository: MacsRepository
  private let favorites: FavoriteMacsStore

  public init(
    repository: MacsRepository = BundledMacsRepository(),
    favorites: FavoriteMacsStore = UserDefaultsFavoriteMacsStore()
  ) {
    self.repository = repository
    self.favorites = favorites
  }

  /// The Macs to display: all of them, or those matching `searchText`.
  public var visibleMacs: [ClassicMac] {
    classicMacs.filtered(by: searchText)
  }

  public func fetchMacs() async {
    // A second pull-to-refresh while the first is running would only repeat the same request.
    guard state != .loading else { return }
    state = .loading
    do {
      classicMacs = try await repository.fetchMacs()
      state = .loaded
    } catch MacsRepositoryError.emptyCatalogue {
      classicMacs = []
      state = .failed(message: "No Macs in the catalogue yet.")
    } catch {
      state = .failed(message: "The catalogue could not be loaded.")
    }
  }

  public func isFavorite(_ mac: ClassicMac) -> Bool {
    favorites.isFavorite(mac)
  }

  public func setMacFavorite(mac: ClassicMac, isFavorite: Bool = true) {
    favorites.setFavorite(isFavorite, for: mac)
    // The store is not observable; republishing the list redraws the stars.
    objectWillChange.send()
  }
}
