import UIKit

final class MacsListViewController: UIViewController, MacsListViewable {
  private let presenter: MacsListPresenting
  private lazy var listView = MacsListView(presenter: presenter)

  init(presenter: MacsListPresenting) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    view = listView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Classic Macs"
    presenter.viewDidLoad()
  }

  func showMacs() {
    listView.reload()
  }

  func showError(_ message: String) {
    listView.showMessage(message)
  }
}
