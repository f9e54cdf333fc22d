import MacCatalog
import Testing
@testable import ClassicMacMVVMC

private struct FixedCatalog: MacCatalogService {
  let macs: [ClassicMac]
  func allMacs() async throws -> [ClassicMac] { macs }
}

private final class MemoryFavorites: FavoritesService {
  var favoriteIDs: Set<String> = []
  func setFavorite(_ isFavorite: Bool, macID: String) {
    if isFavorite { favoriteIDs.insert(macID) } else { favoriteIDs.remove(macID) }
  }
}

@MainActor
@Suite("AppCoordinator")
struct AppCoordinatorTests {
  private let lisa = ClassicMac(id: "lisa", name: "Apple Lisa", description: "1983.", releaseYear: 1983)

  @Test func selectingInTheListPushesDetails() {
    let coordinator = AppCoordinator(catalog: FixedCatalog(macs: [lisa]), favorites: MemoryFavorites())
    coordinator.listViewModel.select(lisa)
    #expect(coordinator.path == [.details(lisa)])
  }

  @Test func favouriteFlowPresentsThenDismissesTheSheet() {
    let favorites = MemoryFavorites()
    let coordinator = AppCoordinator(catalog: FixedCatalog(macs: [lisa]), favorites: favorites)

    coordinator.makeDetailsViewModel(for: lisa).favoriteTapped()
    #expect(coordinator.sheet == .favorite(lisa))

    coordinator.makeFavoriteViewModel(for: lisa).confirm()
    #expect(coordinator.sheet == nil)
    #expect(favorites.favoriteIDs == ["lisa"])
    #expect(coordinator.listViewModel.favoriteIDs == ["lisa"])
  }

  @Test func listLoadsTheCatalogue() async {
    let coordinator = AppCoordinator(catalog: FixedCatalog(macs: [lisa]), favorites: MemoryFavorites())
    await coordinator.listViewModel.load()
    #expect(coordinator.listViewModel.macs == [lisa])
    #expect(coordinator.listViewModel.errorMessage == nil)
  }
}
