import Foundation

protocol MacDetailsBusinessLogic {
  func showMac(request: MacDetails.ShowMac.Request)
  func openFavorite(request: MacDetails.OpenFavorite.Request)
}

protocol MacDetailsDataStore: AnyObject {
  var mac: ClassicMac { get }
}

final class MacDetailsInteractor: MacDetailsBusinessLogic, MacDetailsDataStore {
  let mac: ClassicMac
  private let presenter: MacDetailsPresentationLogic
  private let worker: MacDetailsWorkerProtocol
  private let router: MacDetailsRoutingLogic
  private let calendar: Calendar

  init(mac: ClassicMac, presenter: MacDetailsPresentationLogic, worker: MacDetailsWorkerProtocol,
       router: MacDetailsRoutingLogic, calendar: Calendar = .current) {
    self.mac = mac
    self.presenter = presenter
    self.worker = worker
    self.router = router
    self.calendar = calendar
  }

  func showMac(request: MacDetails.ShowMac.Request) {
    presenter.presentMac(response: .init(mac: mac, isFavorite: worker.isFavorite(macID: mac.id),
                                         currentYear: calendar.component(.year, from: Date())))
  }

  func openFavorite(request: MacDetails.OpenFavorite.Request) {
    // A sheet does not make the details screen appear again: once it is gone, show the Mac anew so the
    // button title follows the favourite state, through the usual interactor → presenter → view cycle.
    router.routeToFavoriteMac(onDismiss: { [weak self] in
      self?.showMac(request: .init())
    })
  }
}
