import MacDetails
import XCTest
@testable import ClassicMac

final class MacsListCoordinatorTests: XCTestCase {
  private let plus = ClassicMac(name: "Macintosh Plus", description: "1986.")
  private let cube = ClassicMac(name: "Power Mac G4 Cube", description: "2000.")

  func testSelectingAMacPushesItsDetails() {
    var navigation = MacsListNavigation()
    navigation.showDetails(of: plus)
    XCTAssertEqual(navigation.path, [plus])
  }

  func testSelectingTheSameMacTwiceDoesNotPushTwice() {
    var navigation = MacsListNavigation()
    navigation.showDetails(of: plus)
    navigation.showDetails(of: plus)
    XCTAssertEqual(navigation.path, [plus])
  }

  func testFavouriteButtonPresentsTheSheetForThatMac() {
    var navigation = MacsListNavigation()
    navigation.showDetails(of: cube)
    navigation.presentFavorite(for: cube)
    XCTAssertEqual(navigation.favoriteMac, cube)
    // The sheet is modal: the push stack underneath stays as it was.
    XCTAssertEqual(navigation.path, [cube])
  }

  func testPopToListClearsStackAndSheet() {
    var navigation = MacsListNavigation()
    navigation.showDetails(of: plus)
    navigation.presentFavorite(for: plus)
    navigation.popToList()
    XCTAssertEqual(navigation, MacsListNavigation())
  }
}
