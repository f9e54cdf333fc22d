import UIKit

final class FavoriteMacViewController: UIViewController, FavoriteMacViewable {
  private let presenter: FavoriteMacPresenting
  private let favoriteView = FavoriteMacView()

  init(presenter: FavoriteMacPresenting) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    view = favoriteView
    favoriteView.confirmButton.addAction(UIAction { [weak self] _ in self?.presenter.didConfirm() }, for: .touchUpInside)
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.presenter.didCancel() })
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.viewDidLoad()
  }

  func show(question: String, confirmTitle: String) {
    favoriteView.questionLabel.text = question
    favoriteView.confirmButton.setTitle(confirmTitle, for: .normal)
  }
}
