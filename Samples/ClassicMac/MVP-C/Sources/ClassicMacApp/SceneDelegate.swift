import Coordination
import MacDomain
import MacsListFeature
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let flowRouter = AppFlowRouter(favorites: LocalFavoriteMacUseCase())
  private var rootCoordinator: Coordinating?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let navigationController = UINavigationController()
    navigationController.navigationBar.prefersLargeTitles = true

    let coordinator = MacsListCoordinator(
      rootViewController: navigationController,
      flowRouter: flowRouter,
      fetchMacs: RemoteFetchMacsUseCase(url: URL(string: "https://classicmacs.example.com/api/macs")!)
    )
    coordinator.start()
    rootCoordinator = coordinator

    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    self.window = window
  }
}
