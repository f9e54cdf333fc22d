import HomeFeature
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var coordinator: HomeCoordinator?
}
