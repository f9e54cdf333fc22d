import UIKit

enum MacsListFactory {
  static func build(worker: MacsListWorkerProtocol = MacsListWorker()) -> MacsListViewController {
    let presenter = MacsListPresenter()
    let router = MacsListRouter()
    let interactor = MacsListInteractor(presenter: presenter, worker: worker, router: router)
    let viewController = MacsListViewController(interactor: interactor)
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
