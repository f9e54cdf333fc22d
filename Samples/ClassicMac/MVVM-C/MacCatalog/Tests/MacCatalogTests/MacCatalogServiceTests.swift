import Foundation
import MacCatalog
import Testing

@Test func catalogueIsReadFromJSONAndSortedByYear() async throws {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-\(UUID().uuidString).json")
  defer { try? FileManager.default.removeItem(at: file) }
  try Data("""
  [{"id": "imac-g3", "name": "iMac G3", "description": "Bondi Blue.", "releaseYear": 1998},
   {"id": "mac-128k", "name": "Macintosh 128K", "description": "The first.", "releaseYear": 1984}]
  """.utf8).write(to: file)

  let macs = try await JSONFileMacCatalogService(fileURL: file).allMacs()
  #expect(macs.map(\.id) == ["mac-128k", "imac-g3"])
}

@Test func favouritesRoundTripThroughDefaults() throws {
  let suite = "FavoritesServiceTests.\(UUID().uuidString)"
  let defaults = try #require(UserDefaults(suiteName: suite))
  defer { defaults.removePersistentDomain(forName: suite) }
  let service = UserDefaultsFavoritesService(defaults: defaults)

  service.setFavorite(true, macID: "se-30")
  #expect(UserDefaultsFavoritesService(defaults: defaults).favoriteIDs == ["se-30"])
  service.setFavorite(false, macID: "se-30")
  #expect(service.favoriteIDs.isEmpty)
}
