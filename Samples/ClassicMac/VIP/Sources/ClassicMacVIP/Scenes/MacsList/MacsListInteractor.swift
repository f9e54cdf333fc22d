import Foundation

protocol MacsListBusinessLogic {
  func fetchMacs(request: MacsList.FetchMacs.Request)
  func selectMac(request: MacsList.SelectMac.Request)
}

protocol MacsListDataStore: AnyObject {
  var macs: [ClassicMac] { get }
}

final class MacsListInteractor: MacsListBusinessLogic, MacsListDataStore {
  let presenter: MacsListPresentationLogic
  let worker: MacsListWorkerProtocol
  let router: MacsListRoutingLogic
  private(set) var macs: [ClassicMac] = []

  init(presenter: MacsListPresentationLogic, worker: MacsListWorkerProtocol, router: MacsListRoutingLogic) {
    self.presenter = presenter
    self.worker = worker
    self.router = router
  }

  func fetchMacs(request: MacsList.FetchMacs.Request) {
    worker.fetchMacs { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let macs):
        self.macs = macs.sorted { $0.releaseYear < $1.releaseYear }
        self.presenter.presentMacs(response: .init(macs: self.macs, favoriteIDs: self.worker.favoriteIDs()))
      case .failure(let error):
        self.presenter.presentError(response: .init(error: error))
      }
    }
  }

  /// Selecting is a business decision here (only loaded Macs can be opened), so the interactor calls the
  /// router rather than the view controller doing it.
  func selectMac(request: MacsList.SelectMac.Request) {
    guard macs.indices.contains(request.index) else { return }
    router.routeToMacDetails(mac: macs[request.index])
  }
}
