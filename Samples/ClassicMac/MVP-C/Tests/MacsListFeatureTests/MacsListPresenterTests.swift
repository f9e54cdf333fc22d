import MacDomain
import XCTest
@testable import MacsListFeature

private struct StubFetchMacs: FetchMacsUseCase {
  var result: Result<[ClassicMac], Error>
  func execute() async throws -> [ClassicMac] { try result.get() }
}

private final class ViewSpy: MacsListViewable {
  var shownCount = 0
  var errors: [String] = []
  func showMacs() { shownCount += 1 }
  func showError(_ message: String) { errors.append(message) }
}

private final class CoordinatorSpy: MacsListCoordinating {
  var shownDetails: [ClassicMac] = []
  func start() {}
  func showDetails(of mac: ClassicMac) { shownDetails.append(mac) }
}

@MainActor
final class MacsListPresenterTests: XCTestCase {
  private let se = ClassicMac(id: 1, name: "Macintosh SE", description: "1987.", releaseYear: 1987)

  func testLoadShowsTheMacs() async {
    let view = ViewSpy()
    let presenter = MacsListPresenter(coordinator: CoordinatorSpy(), fetchMacs: StubFetchMacs(result: .success([se])))
    presenter.view = view
    await presenter.load()
    XCTAssertEqual(view.shownCount, 1)
    XCTAssertEqual(presenter.numberOfMacs, 1)
  }

  func testFailureShowsAnError() async {
    let view = ViewSpy()
    let presenter = MacsListPresenter(coordinator: CoordinatorSpy(), fetchMacs: StubFetchMacs(result: .failure(URLError(.notConnectedToInternet))))
    presenter.view = view
    await presenter.load()
    XCTAssertEqual(view.errors, ["The catalogue could not be loaded."])
  }

  func testSelectionAsksTheCoordinatorAndIgnoresBadRows() async {
    let coordinator = CoordinatorSpy()
    let presenter = MacsListPresenter(coordinator: coordinator, fetchMacs: StubFetchMacs(result: .success([se])))
    await presenter.load()
    presenter.didSelectMac(at: 0)
    presenter.didSelectMac(at: 5)
    XCTAssertEqual(coordinator.shownDetails, [se])
  }
}
