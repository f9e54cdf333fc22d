final class LoginPresenter {
  weak var view: LoginViewProtocol?
}
