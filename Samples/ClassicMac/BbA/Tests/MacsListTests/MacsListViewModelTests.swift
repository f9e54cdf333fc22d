import Core
import MacsList
import Testing

private struct StubMacsRepository: MacsRepository {
  var result: Result<[ClassicMac], Error>

  func fetchMacs() async throws -> [ClassicMac] {
    try result.get()
  }
}

private struct OfflineError: Error {}

@MainActor
@Suite("MacsListViewModel")
struct MacsListViewModelTests {
  private let classic = ClassicMac(name: "Macintosh 128K", description: "1984, 9-inch monochrome display.")
  private let imac = ClassicMac(name: "iMac G3", description: "1998, Bondi Blue.")

  @Test func startsIdleAndEmpty() {
    let viewModel = MacsListViewModel(repository: StubMacsRepository(result: .success([])),
                                      favorites: InMemoryFavoriteMacsStore())
    #expect(viewModel.state == .idle)
    #expect(viewModel.classicMacs.isEmpty)
  }

  @Test func fetchPublishesTheMacs() async {
    let viewModel = MacsListViewModel(repository: StubMacsRepository(result: .success([imac, classic])),
                                      favorites: InMemoryFavoriteMacsStore())
    await viewModel.fetchMacs()
    #expect(viewModel.state == .loaded)
    #expect(viewModel.classicMacs == [imac, classic])
  }

  @Test func failureIsShownAsAMessage() async {
    let viewModel = MacsListViewModel(repository: StubMacsRepository(result: .failure(OfflineError())),
                                      favorites: InMemoryFavoriteMacsStore())
    await viewModel.fetchMacs()
    #expect(viewModel.state == .failed(message: "The catalogue could not be loaded."))
  }

  @Test func searchTextNarrowsTheVisibleMacs() async {
    let viewModel = MacsListViewModel(repository: StubMacsRepository(result: .success([imac, classic])),
                                      favorites: InMemoryFavoriteMacsStore())
    await viewModel.fetchMacs()
    viewModel.searchText = "bondi"
    #expect(viewModel.visibleMacs == [imac])
  }

  @Test func settingAFavouriteIsVisibleInTheList() {
    let favorites = InMemoryFavoriteMacsStore()
    let viewModel = MacsListViewModel(repository: StubMacsRepository(result: .success([classic])),
                                      favorites: favorites)
    viewModel.setMacFavorite(mac: classic)
    #expect(viewModel.isFavorite(classic))
    viewModel.setMacFavorite(mac: classic, isFavorite: false)
    #expect(!viewModel.isFavorite(classic))
  }
}
