import UIKit

final class LoginViewController: UIViewController, LoginViewProtocol {
  var presenter: LoginPresenter?

  func show(error: String) {}
}
