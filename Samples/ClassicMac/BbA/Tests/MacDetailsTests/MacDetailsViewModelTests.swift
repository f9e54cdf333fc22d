import Core
import MacDetails
import Testing

@MainActor
@Suite("MacDetailsViewModel")
struct MacDetailsViewModelTests {
  private let cube = ClassicMac(name: "Power Mac G4 Cube", description: "Released in 2000. Fanless. Clear acrylic.")

  @Test func splitsTheDescriptionIntoParagraphs() {
    let viewModel = MacDetailsViewModel(mac: cube, favorites: InMemoryFavoriteMacsStore())
    #expect(viewModel.paragraphs == ["Released in 2000.", "Fanless.", "Clear acrylic."])
    #expect(viewModel.title == "Power Mac G4 Cube")
  }

  @Test func buttonTitleFollowsTheFavouriteState() {
    let favorites = InMemoryFavoriteMacsStore()
    let viewModel = MacDetailsViewModel(mac: cube, favorites: favorites)
    #expect(viewModel.favoriteButtonTitle == "Add to Favourites")

    favorites.setFavorite(true, for: cube)
    viewModel.refresh()
    #expect(viewModel.isFavorite)
    #expect(viewModel.favoriteButtonTitle == "Edit Favourite")
  }
}
