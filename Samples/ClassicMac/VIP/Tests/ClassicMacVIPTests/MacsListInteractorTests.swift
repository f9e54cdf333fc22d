import XCTest
@testable import ClassicMacVIP

private final class WorkerStub: MacsListWorkerProtocol {
  var result: Result<[ClassicMac], Error>
  var favorites: Set<Int> = []
  init(result: Result<[ClassicMac], Error>) { self.result = result }
  func fetchMacs(completion: @escaping (Result<[ClassicMac], Error>) -> Void) { completion(result) }
  func favoriteIDs() -> Set<Int> { favorites }
}

private final class PresenterSpy: MacsListPresentationLogic {
  var presentedResponses: [MacsList.FetchMacs.Response] = []
  var presentedErrors = 0
  func presentMacs(response: MacsList.FetchMacs.Response) { presentedResponses.append(response) }
  func presentError(response: MacsList.PresentError.Response) { presentedErrors += 1 }
}

private final class RouterSpy: MacsListRoutingLogic {
  var routedMacs: [ClassicMac] = []
  func routeToMacDetails(mac: ClassicMac) { routedMacs.append(mac) }
}

final class MacsListInteractorTests: XCTestCase {
  private let quadra = ClassicMac(id: 8, name: "Macintosh Quadra 700", description: "", releaseYear: 1991, imageURL: nil)
  private let se = ClassicMac(id: 3, name: "Macintosh SE", description: "", releaseYear: 1987, imageURL: nil)

  func testFetchSortsByYearAndPassesFavouritesToThePresenter() {
    let worker = WorkerStub(result: .success([quadra, se]))
    worker.favorites = [8]
    let presenter = PresenterSpy()
    let interactor = MacsListInteractor(presenter: presenter, worker: worker, router: RouterSpy())

    interactor.fetchMacs(request: .init())

    XCTAssertEqual(presenter.presentedResponses.first?.macs, [se, quadra])
    XCTAssertEqual(presenter.presentedResponses.first?.favoriteIDs, [8])
    XCTAssertEqual(interactor.macs, [se, quadra])
  }

  func testFailureGoesToThePresenterAsAnError() {
    let presenter = PresenterSpy()
    let interactor = MacsListInteractor(presenter: presenter, worker: WorkerStub(result: .failure(NetworkError.noData)),
                                        router: RouterSpy())
    interactor.fetchMacs(request: .init())
    XCTAssertEqual(presenter.presentedErrors, 1)
    XCTAssertTrue(presenter.presentedResponses.isEmpty)
  }

  func testSelectingALoadedMacRoutesToItsDetails() {
    let router = RouterSpy()
    let interactor = MacsListInteractor(presenter: PresenterSpy(), worker: WorkerStub(result: .success([se])), router: router)
    interactor.selectMac(request: .init(index: 0))
    XCTAssertTrue(router.routedMacs.isEmpty, "nothing is loaded yet")
    interactor.fetchMacs(request: .init())
    interactor.selectMac(request: .init(index: 0))
    XCTAssertEqual(router.routedMacs, [se])
  }
}
