import UIKit

final class MacsListViewController: UITableViewController {
  var onClose: (() -> Void)?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    navigationController?.pushViewController(MacDetailsViewController(index: indexPath.row), animated: true)
  }

  @objc func close() {
    dismiss(animated: true)
  }
}

final class MacDetailsViewController: UIViewController {
  let index: Int

  init(index: Int) {
    self.index = index
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}
