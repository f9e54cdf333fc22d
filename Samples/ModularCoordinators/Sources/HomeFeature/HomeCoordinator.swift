import FlowKit
import SharedModels
import UIKit

/// The module's only public type besides its flows: `init`, `start` and the transitions it requests.
public final class HomeCoordinator: Coordinator {
  private weak var navigationController: UINavigationController?
  private let user: User
  private let notificationCenter: NotificationCenter

  public init(navigationController: UINavigationController, user: User, notificationCenter: NotificationCenter = .default) {
    self.navigationController = navigationController
    self.user = user
    self.notificationCenter = notificationCenter
  }

  public func start() {
    let viewController = HomeViewController(user: user)
    viewController.onProfileTapped = { [weak self] in self?.showProfile(self?.user) }
    viewController.onLogoutTapped = { [weak self] in self?.showLogin() }
    navigationController?.setViewControllers([viewController], animated: false)
  }

  func showProfile(_ user: User?) {
    guard let user, let navigationController else { return }
    notificationCenter.post(navigationController, HomeFlows.profile(user))
  }

  func showLogin() {
    guard let navigationController else { return }
    // Home does not know how login is shown (pushed, replaced, presented): it only says the user wants out.
    notificationCenter.post(navigationController, HomeFlows.login)
  }
}
