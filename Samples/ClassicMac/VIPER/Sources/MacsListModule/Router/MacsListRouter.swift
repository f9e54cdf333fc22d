import CatalogAPI
import MacDetailsModule
import UIKit

public final class MacsListRouter: MacsListRouterProtocol {
  weak var viewController: UIViewController?
  private let api: CatalogAPI
  private let favorites: FavoritesStorage

  init(api: CatalogAPI, favorites: FavoritesStorage) {
    self.api = api
    self.favorites = favorites
  }

  /// Builds the whole module and wires its references: the view owns the presenter, the presenter owns the
  /// interactor and the router, and every back reference is weak.
  public static func createModule(api: CatalogAPI, favorites: FavoritesStorage) -> UIViewController {
    let view = MacsListViewController()
    let interactor = MacsListInteractor(api: api)
    let router = MacsListRouter(api: api, favorites: favorites)
    let presenter = MacsListPresenter(interactor: interactor, router: router)
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    router.viewController = view
    return view
  }

  func presentDetails(ofMacWithID id: Int) {
    let details = MacDetailsRouter.createModule(macID: id, api: api, favorites: favorites)
    viewController?.navigationController?.pushViewController(details, animated: true)
  }
}
