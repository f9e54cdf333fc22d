import UIKit

protocol FavoriteMacDisplayLogic: AnyObject {
  func displayQuestion(viewModel: FavoriteMac.Load.ViewModel)
}

final class FavoriteMacViewController: UIViewController, FavoriteMacDisplayLogic {
  var interactor: FavoriteMacBusinessLogic?
  private let questionLabel = UILabel()
  private let confirmButton = UIButton(configuration: .borderedProminent())

  init(interactor: FavoriteMacBusinessLogic?) {
    self.interactor = interactor
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

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
    confirmButton.addAction(UIAction { [weak self] _ in self?.interactor?.confirm(request: .init()) }, for: .touchUpInside)
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.interactor?.cancel(request: .init()) })
    interactor?.load(request: .init())
  }

  func displayQuestion(viewModel: FavoriteMac.Load.ViewModel) {
    questionLabel.text = viewModel.question
    confirmButton.setTitle(viewModel.confirmTitle, for: .normal)
  }
}
