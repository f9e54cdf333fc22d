import CatalogAPI
import XCTest
@testable import MacsListModule

private final class InteractorSpy: MacsListInteractorInputProtocol {
  var fetchCount = 0
  func fetchMacs() { fetchCount += 1 }
}

private final class RouterSpy: MacsListRouterProtocol {
  var presentedIDs: [Int] = []
  func presentDetails(ofMacWithID id: Int) { presentedIDs.append(id) }
}

private final class ViewSpy: MacsListViewProtocol {
  var rows: [MacsListRowViewModel] = []
  var errors: [String] = []
  func show(rows: [MacsListRowViewModel]) { self.rows = rows }
  func showError(_ message: String) { errors.append(message) }
}

final class MacsListPresenterTests: XCTestCase {
  private let lc = MacSummary(record: MacRecord(id: 12, name: "Macintosh LC", description: "1990.",
                                                releaseYear: 1990, cpu: "68020", ramKilobytes: 2048))

  func testViewDidLoadFetches() {
    let interactor = InteractorSpy()
    MacsListPresenter(interactor: interactor, router: RouterSpy()).viewDidLoad()
    XCTAssertEqual(interactor.fetchCount, 1)
  }

  func testFetchedMacsBecomeRows() {
    let view = ViewSpy()
    let presenter = MacsListPresenter(interactor: InteractorSpy(), router: RouterSpy())
    presenter.view = view
    presenter.didFetch([lc])
    XCTAssertEqual(view.rows, [MacsListRowViewModel(title: "Macintosh LC", subtitle: "Released in 1990")])
  }

  func testSelectingARowRoutesToItsDetails() {
    let router = RouterSpy()
    let presenter = MacsListPresenter(interactor: InteractorSpy(), router: router)
    presenter.didFetch([lc])
    presenter.didSelectRow(at: 0)
    presenter.didSelectRow(at: 3)
    XCTAssertEqual(router.presentedIDs, [12])
  }
}
