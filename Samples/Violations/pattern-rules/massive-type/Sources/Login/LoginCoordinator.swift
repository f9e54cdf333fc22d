import UIKit

final class LoginCoordinator {
  weak var rootViewController: UINavigationController?

  init(rootViewController: UINavigationController) {
    self.rootViewController = rootViewController
  }

  func start() {
    rootViewController?.pushViewController(LoginViewController(), animated: false)
  }

  func showSignUp() {
    rootViewController?.pushViewController(UIViewController(), animated: true)
  }

  func showPasswordReset() {
    rootViewController?.pushViewController(UIViewController(), animated: true)
  }
}

extension LoginCoordinator {
  func showTerms() {
    rootViewController?.present(UIViewController(), animated: true)
  }

  func showPrivacyPolicy() {
    rootViewController?.present(UIViewController(), animated: true)
  }

  func finish(loggedIn: Bool) {
    if loggedIn {
      rootViewController?.dismiss(animated: true)
    } else {
      rootViewController?.popToRootViewController(animated: true)
    }
  }
}

final class LoginViewController: UIViewController {
  var onLogin: (() -> Void)?
}
