import UIKit

final class FavoriteMacViewController: UIViewController, FavoriteMacViewProtocol {
  var presenter: FavoriteMacPresenterProtocol?
  private let questionLabel = UILabel()
  private let confirmButton = UIButton(configuration: .borderedProminent())

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    questionLabel.numberOfLines = 0
    questionLabel.textAlignment = .center
    let stack = UIStackView(arrangedSubviews: [questionLabel, confirmButton])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    confirmButton.addAction(UIAction { [weak self] _ in self?.presenter?.didConfirm() }, for: .touchUpInside)
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.presenter?.didCancel() })
    presenter?.viewDidLoad()
  }

  func show(question: String, confirmTitle: String) {
    questionLabel.text = question
    confirmButton.setTitle(confirmTitle, for: .normal)
  }
}
