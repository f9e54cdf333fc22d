import CatalogAPI
import XCTest
@testable import FavoriteMacModule

private final class MemoryStorage: FavoritesStorage {
  var ids: Set<Int> = []
  func favoriteIDs() -> Set<Int> { ids }
  func setFavoriteIDs(_ ids: Set<Int>) { self.ids = ids }
}

final class FavoriteMacInteractorTests: XCTestCase {
  func testToggleAddsThenRemoves() {
    let storage = MemoryStorage()
    let interactor = FavoriteMacInteractor(macID: 5, macName: "Macintosh Portable", favorites: storage)
    XCTAssertFalse(interactor.currentEntry().isFavorite)
    XCTAssertTrue(interactor.toggle().isFavorite)
    XCTAssertEqual(storage.ids, [5])
    XCTAssertFalse(interactor.toggle().isFavorite)
    XCTAssertTrue(storage.ids.isEmpty)
  }
}
