import Favorites
import Foundation
import Persistence
import Testing

@Test func toggleAddsThenRemoves() throws {
  let suite = "FavoritesStoreTests.\(UUID().uuidString)"
  let defaults = try #require(UserDefaults(suiteName: suite))
  defer { defaults.removePersistentDomain(forName: suite) }
  let favorites = FavoritesStore(store: KeyValueStore(defaults: defaults))

  favorites.toggle("amiga-500")
  #expect(favorites.contains("amiga-500"))
  favorites.toggle("amiga-500")
  #expect(favorites.listingIDs.isEmpty)
}
