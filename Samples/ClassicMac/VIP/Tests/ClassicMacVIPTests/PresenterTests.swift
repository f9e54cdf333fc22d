import XCTest
@testable import ClassicMacVIP

private final class ListDisplaySpy: MacsListDisplayLogic {
  var viewModel: MacsList.FetchMacs.ViewModel?
  var error: MacsList.PresentError.ViewModel?
  func displayMacs(viewModel: MacsList.FetchMacs.ViewModel) { self.viewModel = viewModel }
  func displayError(viewModel: MacsList.PresentError.ViewModel) { error = viewModel }
}

private final class DetailsDisplaySpy: MacDetailsDisplayLogic {
  var viewModel: MacDetails.ShowMac.ViewModel?
  func displayMac(viewModel: MacDetails.ShowMac.ViewModel) { self.viewModel = viewModel }
}

final class PresenterTests: XCTestCase {
  private let classic = ClassicMac(id: 1, name: "Macintosh Classic", description: "The cheapest Mac of 1990.",
                                   releaseYear: 1990, imageURL: nil)

  func testListMarksFavourites() {
    let display = ListDisplaySpy()
    let presenter = MacsListPresenter()
    presenter.viewController = display
    presenter.presentMacs(response: .init(macs: [classic], favoriteIDs: [1]))
    XCTAssertEqual(display.viewModel?.displayedMacs,
                   [MacsList.DisplayedMac(title: "Macintosh Classic", subtitle: "Released in 1990", isFavorite: true)])
  }

  func testServerErrorsGetTheirOwnMessage() {
    let display = ListDisplaySpy()
    let presenter = MacsListPresenter()
    presenter.viewController = display
    presenter.presentError(response: .init(error: NetworkError.status(503)))
    XCTAssertEqual(display.error?.message, "The catalogue server is down. Try again later.")
  }

  func testDetailsShowAgeInYears() {
    let display = DetailsDisplaySpy()
    let presenter = MacDetailsPresenter()
    presenter.viewController = display
    presenter.presentMac(response: .init(mac: classic, isFavorite: false, currentYear: 2025))
    XCTAssertEqual(display.viewModel?.age, "35 years old")
    XCTAssertEqual(display.viewModel?.favoriteButtonTitle, "Add to Favourites")
  }

  func testPresenterDoesNotKeepTheViewControllerAlive() {
    let presenter = MacsListPresenter()
    var display: ListDisplaySpy? = ListDisplaySpy()
    presenter.viewController = display
    display = nil
    XCTAssertNil(presenter.viewController)
  }
}
