import UIKit

enum FavoriteMacFactory {
  static func build(
    mac: ClassicMac, worker: FavoriteMacWorkerProtocol = FavoriteMacWorker(), onDismiss: @escaping () -> Void
  ) -> FavoriteMacViewController {
    let presenter = FavoriteMacPresenter()
    let router = FavoriteMacRouter(onDismiss: onDismiss)
    let interactor = FavoriteMacInteractor(mac: mac, presenter: presenter, worker: worker, router: router)
    let viewController = FavoriteMacViewController(interactor: interactor)
    presenter.viewController = viewController
    router.viewController = viewController
    return viewController
  }
}
