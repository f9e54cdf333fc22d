import Core
import MacDetails
import Testing

@MainActor
@Suite("FavoriteMacViewModel")
struct FavoriteMacViewModelTests {
  private let plus = ClassicMac(name: "Macintosh Plus", description: "1986.")

  @Test func togglingStoresTheFavourite() {
    let favorites = InMemoryFavoriteMacsStore()
    let viewModel = FavoriteMacViewModel(mac: plus, favorites: favorites)

    #expect(viewModel.toggleFavorite())
    #expect(favorites.favoriteNames == ["Macintosh Plus"])
    #expect(viewModel.primaryActionTitle == "Remove from Favourites")

    #expect(viewModel.toggleFavorite())
    #expect(favorites.favoriteNames.isEmpty)
  }

  @Test func aNoteThatIsTooLongBlocksSaving() {
    let favorites = InMemoryFavoriteMacsStore()
    let viewModel = FavoriteMacViewModel(mac: plus, favorites: favorites)
    viewModel.note = String(repeating: "a", count: FavoriteMacViewModel.maximumNoteLength + 1)

    #expect(viewModel.remainingNoteCharacters == -1)
    #expect(!viewModel.canSave)
    #expect(!viewModel.toggleFavorite())
    #expect(favorites.favoriteNames.isEmpty)
  }
}
