import CatalogAPI
import MacsListModule
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let list = MacsListRouter.createModule(
      api: HTTPCatalogAPI(baseURL: URL(string: "https://classicmacs.example.com/api")!),
      favorites: UserDefaultsFavoritesStorage()
    )
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: list)
    window.makeKeyAndVisible()
    self.window = window
  }
}
