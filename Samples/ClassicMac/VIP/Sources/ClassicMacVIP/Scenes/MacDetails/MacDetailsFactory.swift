import UIKit

enum MacDetailsFactory {
  static func build(mac: ClassicMac, worker: MacDetailsWorkerProtocol = MacDetailsWorker()) -> MacDetailsViewController {
    let presenter = MacDetailsPresenter()
    let router = MacDetailsRouter()
    let interactor = MacDetailsInteractor(mac: mac, presenter: presenter, worker: worker, router: router)
    let viewController = MacDetailsViewController(interactor: interactor)
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
