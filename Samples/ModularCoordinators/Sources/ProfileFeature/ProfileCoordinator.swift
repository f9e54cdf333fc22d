import FlowKit
import SharedModels
import UIKit

public final class ProfileCoordinator: Coordinator {
  private weak var navigationController: UINavigationController?
  private let user: User
  private let notificationCenter: NotificationCenter

  public init(navigationController: UINavigationController, user: User, notificationCenter: NotificationCenter = .default) {
    self.navigationController = navigationController
    self.user = user
    self.notificationCenter = notificationCenter
  }

  public func start() {
    let viewController = ProfileViewController(summary: ProfileSummary(user: user))
    viewController.onEditTapped = { [weak self] in self?.showEditProfile() }
    viewController.onLogoutTapped = { [weak self] in self?.logout() }
    navigationController?.pushViewController(viewController, animated: true)
  }

  /// Inside the feature, coordinators call each other directly; FlowType is only for leaving the feature.
  func showEditProfile() {
    guard let navigationController else { return }
    EditProfileCoordinator(navigationController: navigationController, user: user).start()
  }

  func logout() {
    guard let navigationController else { return }
    notificationCenter.post(navigationController, ProfileFlows.logout)
  }
}
