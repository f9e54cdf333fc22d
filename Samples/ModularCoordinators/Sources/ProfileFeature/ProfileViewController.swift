import UIKit

final class ProfileViewController: UIViewController {
  var onEditTapped: (() -> Void)?
  var onLogoutTapped: (() -> Void)?
  private let summary: ProfileSummary

  init(summary: ProfileSummary) {
    self.summary = summary
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = summary.title
    view.backgroundColor = .systemBackground
    let subtitle = UILabel()
    subtitle.text = summary.subtitle
    subtitle.textColor = .secondaryLabel
    let edit = UIButton(configuration: .bordered(), primaryAction: UIAction(title: "Edit Profile") { [weak self] _ in
      self?.onEditTapped?()
    })
    let logout = UIButton(configuration: .borderless(), primaryAction: UIAction(title: "Log Out") { [weak self] _ in
      self?.onLogoutTapped?()
    })
    let stack = UIStackView(arrangedSubviews: [subtitle, edit, logout])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}
