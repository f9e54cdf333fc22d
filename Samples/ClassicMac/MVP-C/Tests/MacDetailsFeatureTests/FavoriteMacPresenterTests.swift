import MacDomain
import XCTest
@testable import MacDetailsFeature

private final class MemoryFavorites: FavoriteMacUseCase {
  var ids: Set<Int> = []
  func isFavorite(_ mac: ClassicMac) -> Bool { ids.contains(mac.id) }
  func setFavorite(_ isFavorite: Bool, _ mac: ClassicMac) {
    if isFavorite { ids.insert(mac.id) } else { ids.remove(mac.id) }
  }
}

private final class ViewSpy: FavoriteMacViewable {
  var question: String?
  var confirmTitle: String?
  func show(question: String, confirmTitle: String) {
    self.question = question
    self.confirmTitle = confirmTitle
  }
}

private final class CoordinatorSpy: FavoriteMacCoordinating {
  var finishCount = 0
  func start() {}
  func finish() { finishCount += 1 }
}

final class FavoriteMacPresenterTests: XCTestCase {
  private let cube = ClassicMac(id: 4, name: "Power Mac G4 Cube", description: "2000.", releaseYear: 2000)

  func testAsksToAddWhenNotYetFavourite() {
    let view = ViewSpy()
    let presenter = FavoriteMacPresenter(mac: cube, favorites: MemoryFavorites(), coordinator: CoordinatorSpy())
    presenter.view = view
    presenter.viewDidLoad()
    XCTAssertEqual(view.question, "Add the Power Mac G4 Cube to your favourites?")
    XCTAssertEqual(view.confirmTitle, "Add")
  }

  func testConfirmTogglesAndFinishes() {
    let favorites = MemoryFavorites()
    let coordinator = CoordinatorSpy()
    let presenter = FavoriteMacPresenter(mac: cube, favorites: favorites, coordinator: coordinator)
    presenter.didConfirm()
    XCTAssertEqual(favorites.ids, [4])
    XCTAssertEqual(coordinator.finishCount, 1)
  }

  func testCancelFinishesWithoutChangingFavourites() {
    let favorites = MemoryFavorites()
    let coordinator = CoordinatorSpy()
    FavoriteMacPresenter(mac: cube, favorites: favorites, coordinator: coordinator).didCancel()
    XCTAssertTrue(favorites.ids.isEmpty)
    XCTAssertEqual(coordinator.finishCount, 1)
  }
}
