import SharedModels
import UIKit

final class LoginViewController: UIViewController {
  private let onLogin: (User) -> Void
  private let nameField = UITextField()

  init(onLogin: @escaping (User) -> Void) {
    self.onLogin = onLogin
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    nameField.placeholder = "Collector name"
    nameField.borderStyle = .roundedRect
    let button = UIButton(configuration: .borderedProminent(), primaryAction: UIAction(title: "Log In") { [weak self] _ in
      guard let self, let name = self.nameField.text, !name.isEmpty else { return }
      self.onLogin(User(displayName: name, collection: [], joinedAt: Date()))
    })
    let stack = UIStackView(arrangedSubviews: [nameField, button])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}
