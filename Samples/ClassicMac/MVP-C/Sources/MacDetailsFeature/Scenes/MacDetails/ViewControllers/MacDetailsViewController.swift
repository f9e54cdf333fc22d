import UIKit

final class MacDetailsViewController: UIViewController, MacDetailsViewable {
  private let presenter: MacDetailsPresenting
  private let detailsView = MacDetailsView()

  init(presenter: MacDetailsPresenting) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    view = detailsView
    detailsView.favoriteButton.addAction(UIAction { [weak self] _ in self?.presenter.didTapFavorite() }, for: .touchUpInside)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.viewDidLoad()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    presenter.viewWillAppear()
  }

  func show(title: String, body: String, favoriteButtonTitle: String) {
    self.title = title
    detailsView.bodyLabel.text = body
    detailsView.favoriteButton.setTitle(favoriteButtonTitle, for: .normal)
  }
}
