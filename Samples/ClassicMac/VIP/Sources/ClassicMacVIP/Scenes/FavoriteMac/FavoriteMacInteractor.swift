import Foundation

protocol FavoriteMacBusinessLogic {
  func load(request: FavoriteMac.Load.Request)
  func confirm(request: FavoriteMac.Confirm.Request)
  func cancel(request: FavoriteMac.Cancel.Request)
}

final class FavoriteMacInteractor: FavoriteMacBusinessLogic {
  private let mac: ClassicMac
  private let presenter: FavoriteMacPresentationLogic
  private let worker: FavoriteMacWorkerProtocol
  private let router: FavoriteMacRoutingLogic

  init(mac: ClassicMac, presenter: FavoriteMacPresentationLogic, worker: FavoriteMacWorkerProtocol,
       router: FavoriteMacRoutingLogic) {
    self.mac = mac
    self.presenter = presenter
    self.worker = worker
    self.router = router
  }

  func load(request: FavoriteMac.Load.Request) {
    presenter.presentQuestion(response: .init(macName: mac.name, isFavorite: worker.isFavorite(macID: mac.id)))
  }

  func confirm(request: FavoriteMac.Confirm.Request) {
    worker.setFavorite(!worker.isFavorite(macID: mac.id), macID: mac.id)
    router.routeBack()
  }

  func cancel(request: FavoriteMac.Cancel.Request) {
    router.routeBack()
  }
}
