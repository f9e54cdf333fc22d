import Foundation
import Testing
@testable import ClassicMacMVVM

private struct StubAPI: MacsFetching {
  var macs: [ClassicMac]
  func fetchMacs() async throws -> [ClassicMac] { macs }
}

private final class MemoryFavorites: FavoritesStoring {
  var notes: [Int: FavoriteNote] = [:]
  func note(for macID: Int) -> FavoriteNote? { notes[macID] }
  func save(_ note: FavoriteNote) { notes[note.macID] = note }
  func remove(macID: Int) { notes[macID] = nil }
}

@Suite("MacsListViewModel")
struct MacsListViewModelTests {
  private let plus = ClassicMac(id: 2, name: "Macintosh Plus", description: "1 MB of RAM.", releaseYear: 1986)
  private let original = ClassicMac(id: 1, name: "Macintosh 128K", description: "The first one.", releaseYear: 1984)

  @MainActor
  @Test func loadSortsByReleaseYear() async {
    let viewModel = MacsListViewModel(api: StubAPI(macs: [plus, original]), favorites: MemoryFavorites())
    await viewModel.load()
    #expect(viewModel.macs.map(\.id) == [1, 2])
  }

  @MainActor
  @Test func searchMatchesNameOrExactYear() async {
    let viewModel = MacsListViewModel(api: StubAPI(macs: [plus, original]), favorites: MemoryFavorites())
    await viewModel.load()
    viewModel.searchText = "1986"
    #expect(viewModel.visibleMacs == [plus])
    viewModel.searchText = "128k"
    #expect(viewModel.visibleMacs == [original])
    viewModel.searchText = "198"
    #expect(viewModel.visibleMacs.isEmpty)
  }

  @Test func selectingPushesDetailsAndTheFavouriteButtonOpensTheSheet() {
    let viewModel = MacsListViewModel(api: StubAPI(macs: [plus]), favorites: MemoryFavorites())
    viewModel.select(plus)
    #expect(viewModel.path == [.details(plus)])

    viewModel.makeDetailsViewModel(for: plus).favoriteTapped()
    #expect(viewModel.favoriteSheetMac == plus)

    viewModel.makeFavoriteViewModel(for: plus).cancel()
    #expect(viewModel.favoriteSheetMac == nil)
  }
}

@Suite("FavoriteMacViewModel")
struct FavoriteMacViewModelTests {
  private let cube = ClassicMac(id: 9, name: "Power Mac G4 Cube", description: "Fanless.", releaseYear: 2000)

  @Test func saveStoresTheTrimmedNoteAndFinishes() {
    let favorites = MemoryFavorites()
    var finished = false
    let viewModel = FavoriteMacViewModel(mac: cube, favorites: favorites, onFinish: { finished = true })
    viewModel.note = "  Silent and beautiful.  "
    viewModel.save()
    #expect(favorites.notes[9]?.text == "Silent and beautiful.")
    #expect(finished)
  }

  @Test func aNoteOverTheLimitIsNotSaved() {
    let favorites = MemoryFavorites()
    let viewModel = FavoriteMacViewModel(mac: cube, favorites: favorites, onFinish: {})
    viewModel.note = String(repeating: "x", count: FavoriteMacViewModel.maximumNoteLength + 1)
    viewModel.save()
    #expect(favorites.notes.isEmpty)
  }
}
