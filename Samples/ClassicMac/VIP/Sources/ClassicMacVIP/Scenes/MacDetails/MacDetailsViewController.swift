import UIKit

protocol MacDetailsDisplayLogic: AnyObject {
  func displayMac(viewModel: MacDetails.ShowMac.ViewModel)
}

final class MacDetailsViewController: UIViewController, MacDetailsDisplayLogic {
  var interactor: MacDetailsBusinessLogic?
  private let bodyLabel = UILabel()
  private let ageLabel = UILabel()
  private let favoriteButton = UIButton(configuration: .borderedProminent())

  init(interactor: MacDetailsBusinessLogic?) {
    self.interactor = interactor
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    bodyLabel.numberOfLines = 0
    ageLabel.textColor = .secondaryLabel
    let stack = UIStackView(arrangedSubviews: [bodyLabel, ageLabel, favoriteButton])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    favoriteButton.addAction(UIAction { [weak self] _ in
      self?.interactor?.openFavorite(request: .init())
    }, for: .touchUpInside)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    interactor?.showMac(request: .init())
  }

  func displayMac(viewModel: MacDetails.ShowMac.ViewModel) {
    title = viewModel.title
    bodyLabel.text = viewModel.body
    ageLabel.text = viewModel.age
    favoriteButton.setTitle(viewModel.favoriteButtonTitle, for: .normal)
  }
}
