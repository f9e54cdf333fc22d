import CatalogAPI
import FavoriteMacModule
import UIKit

public final class MacDetailsRouter: MacDetailsRouterProtocol {
  weak var viewController: UIViewController?
  private let favorites: FavoritesStorage

  init(favorites: FavoritesStorage) {
    self.favorites = favorites
  }

  public static func createModule(macID: Int, api: CatalogAPI, favorites: FavoritesStorage) -> UIViewController {
    let view = MacDetailsViewController()
    let interactor = MacDetailsInteractor(macID: macID, api: api, favorites: favorites)
    let router = MacDetailsRouter(favorites: favorites)
    let presenter = MacDetailsPresenter(interactor: interactor, router: router)
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    router.viewController = view
    return view
  }

  func presentFavorite(macID: Int, macName: String, onFinish: @escaping () -> Void) {
    let favorite = FavoriteMacRouter.createModule(macID: macID, macName: macName, favorites: favorites, onFinish: onFinish)
    viewController?.present(UINavigationController(rootViewController: favorite), animated: true)
  }
}
