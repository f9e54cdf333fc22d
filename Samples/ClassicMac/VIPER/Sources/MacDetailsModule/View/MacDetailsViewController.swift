import UIKit

final class MacDetailsViewController: UIViewController, MacDetailsViewProtocol {
  var presenter: MacDetailsPresenterProtocol?
  private let stack = UIStackView()
  private let favoriteButton = UIButton(configuration: .borderedProminent())

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    favoriteButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapFavorite() }, for: .touchUpInside)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    presenter?.viewWillAppear()
  }

  func show(_ viewModel: MacDetailsViewModel) {
    title = viewModel.title
    stack.arrangedSubviews.forEach { $0.removeFromSuperview() }
    for fact in viewModel.facts {
      let label = UILabel()
      label.numberOfLines = 0
      label.text = fact
      stack.addArrangedSubview(label)
    }
    favoriteButton.setTitle(viewModel.favoriteButtonTitle, for: .normal)
    stack.addArrangedSubview(favoriteButton)
  }

  func showError(_ message: String) {
    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }
}
