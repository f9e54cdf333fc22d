import HomeFeature
import SharedModels
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private var dependencies: AppDependencies?
  private var homeCoordinator: HomeCoordinator?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    dependencies = AppDependencies(switchToLogin: { [weak self] in self?.switchToLogin() })
    window = UIWindow(frame: UIScreen.main.bounds)
    switchToHome(user: User(displayName: "Susan", collection: ["Macintosh 128K", "Macintosh SE/30"],
                            joinedAt: Date(timeIntervalSince1970: 1_262_304_000)))
    window?.makeKeyAndVisible()
    return true
  }

  func switchToHome(user: User) {
    let navigationController = UINavigationController()
    let coordinator = HomeCoordinator(navigationController: navigationController, user: user)
    coordinator.start()
    homeCoordinator = coordinator
    window?.rootViewController = navigationController
  }

  func switchToLogin() {
    homeCoordinator = nil
    window?.rootViewController = LoginViewController { [weak self] user in self?.switchToHome(user: user) }
  }
}
