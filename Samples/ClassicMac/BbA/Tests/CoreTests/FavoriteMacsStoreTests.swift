import Core
import Foundation
import Testing

@Suite("Favourites persistence")
struct FavoriteMacsStoreTests {
  private let se30 = ClassicMac(name: "Macintosh SE/30", description: "1989.")

  @Test func userDefaultsStoreRemembersAndForgets() throws {
    let suiteName = "FavoriteMacsStoreTests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suiteName))
    defer { defaults.removePersistentDomain(forName: suiteName) }
    let store = UserDefaultsFavoriteMacsStore(defaults: defaults)

    store.setFavorite(true, for: se30)
    #expect(store.isFavorite(se30))
    // A new store over the same defaults sees the saved value.
    #expect(UserDefaultsFavoriteMacsStore(defaults: defaults).isFavorite(se30))

    store.setFavorite(false, for: se30)
    #expect(!store.isFavorite(se30))
  }

  @Test func favouritesAreKeyedByNameNotByGeneratedID() {
    let store = InMemoryFavoriteMacsStore()
    store.setFavorite(true, for: se30)
    let sameModelNextLaunch = ClassicMac(name: "Macintosh SE/30", description: "1989.")
    #expect(sameModelNextLaunch.id != se30.id)
    #expect(store.isFavorite(sameModelNextLaunch))
  }
}
