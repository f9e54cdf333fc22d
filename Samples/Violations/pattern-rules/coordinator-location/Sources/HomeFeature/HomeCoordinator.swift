import UIKit

public final class HomeCoordinator {
  let navigationController: UINavigationController

  public init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  public func start() {
    navigationController.pushViewController(UIViewController(), animated: false)
  }
}
