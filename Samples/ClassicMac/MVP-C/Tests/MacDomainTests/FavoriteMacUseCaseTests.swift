import Foundation
import MacDomain
import XCTest

final class FavoriteMacUseCaseTests: XCTestCase {
  func testFavouritesAreStoredByID() throws {
    let suite = "FavoriteMacUseCaseTests.\(UUID().uuidString)"
    let defaults = try XCTUnwrap(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let useCase = LocalFavoriteMacUseCase(defaults: defaults)
    let classic = ClassicMac(id: 7, name: "Macintosh Classic", description: "1990.", releaseYear: 1990)

    XCTAssertFalse(useCase.isFavorite(classic))
    useCase.setFavorite(true, classic)
    XCTAssertTrue(LocalFavoriteMacUseCase(defaults: defaults).isFavorite(classic))
    useCase.setFavorite(false, classic)
    XCTAssertFalse(useCase.isFavorite(classic))
  }
}
