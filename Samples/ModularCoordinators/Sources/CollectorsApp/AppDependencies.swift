import FlowKit
import HomeFeature
import ProfileFeature
import SharedModels
import UIKit

/// Maps every feature's flows to the coordinator that handles them. This is the only file that imports more
/// than one feature.
final class AppDependencies {
  private let notificationCenter: NotificationCenter
  private let switchToLogin: () -> Void
  private var token: NSObjectProtocol?
  private var coordinators: [Coordinator] = []

  init(notificationCenter: NotificationCenter = .default, switchToLogin: @escaping () -> Void) {
    self.notificationCenter = notificationCenter
    self.switchToLogin = switchToLogin
    trackDependencies()
  }

  deinit {
    if let token { notificationCenter.removeObserver(token) }
  }

  private func trackDependencies() {
    token = notificationCenter.track { [weak self] rootViewController, flow in
      switch flow {
      case let flow as HomeFlows:
        self?.homeFlow(rootViewController, flow)
      case let flow as ProfileFlows:
        self?.profileFlow(rootViewController, flow)
      default:
        assertionFailure("No coordinator handles \(type(of: flow))")
      }
    }
  }

  private func homeFlow(_ rootViewController: UIViewController, _ flow: HomeFlows) {
    switch flow {
    case .profile(let user):
      guard let navigationController = rootViewController as? UINavigationController else { return }
      start(ProfileCoordinator(navigationController: navigationController, user: user,
                               notificationCenter: notificationCenter))
    case .login:
      switchToLogin()
    }
  }

  private func profileFlow(_ rootViewController: UIViewController, _ flow: ProfileFlows) {
    switch flow {
    case .logout:
      switchToLogin()
    }
  }

  private func start(_ coordinator: Coordinator) {
    coordinators.append(coordinator)
    coordinator.start()
  }
}
