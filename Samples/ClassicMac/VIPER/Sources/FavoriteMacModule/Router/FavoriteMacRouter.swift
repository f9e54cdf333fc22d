import CatalogAPI
import UIKit

public final class FavoriteMacRouter: FavoriteMacRouterProtocol {
  weak var viewController: UIViewController?
  private let onFinish: () -> Void

  init(onFinish: @escaping () -> Void) {
    self.onFinish = onFinish
  }

  public static func createModule(
    macID: Int, macName: String, favorites: FavoritesStorage, onFinish: @escaping () -> Void
  ) -> UIViewController {
    let view = FavoriteMacViewController()
    let interactor = FavoriteMacInteractor(macID: macID, macName: macName, favorites: favorites)
    let router = FavoriteMacRouter(onFinish: onFinish)
    let presenter = FavoriteMacPresenter(interactor: interactor, router: router)
    view.presenter = presenter
    presenter.view = view
    router.viewController = view
    return view
  }

  func dismiss() {
    viewController?.dismiss(animated: true, completion: onFinish)
  }
}
