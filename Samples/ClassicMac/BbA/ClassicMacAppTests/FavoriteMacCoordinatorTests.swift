import MacDetails
import XCTest
@testable import ClassicMac

final class FavoriteMacCoordinatorTests: XCTestCase {
  private let se30 = ClassicMac(name: "Macintosh SE/30", description: "1989.")

  func testFinishingTheFavouriteFlowDismissesTheSheet() {
    var navigation = MacsListNavigation()
    navigation.presentFavorite(for: se30)

    var finished = false
    let coordinator = FavoriteMacCoordinator(mac: se30, didFinish: {
      finished = true
      navigation.dismissFavorite()
    })

    // The coordinator hands its finish callback to FavoriteMacView; calling it is what the Cancel and the
    // primary buttons do.
    coordinator.finish()
    XCTAssertTrue(finished)
    XCTAssertNil(navigation.favoriteMac)
  }
}
