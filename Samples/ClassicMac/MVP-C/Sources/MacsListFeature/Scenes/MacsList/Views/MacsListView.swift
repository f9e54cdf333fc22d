import UIKit

/// The table; it talks to the shared presenter directly, without a delegate in between.
final class MacsListView: UIView, UITableViewDataSource, UITableViewDelegate {
  private let presenter: MacsListPresenting
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private let messageLabel = UILabel()

  init(presenter: MacsListPresenting) {
    self.presenter = presenter
    super.init(frame: .zero)
    backgroundColor = .systemGroupedBackground
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(MacCell.self, forCellReuseIdentifier: MacCell.reuseIdentifier)
    messageLabel.textAlignment = .center
    messageLabel.isHidden = true
    tableView.backgroundView = messageLabel
    tableView.frame = bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(tableView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func reload() {
    messageLabel.isHidden = true
    tableView.reloadData()
  }

  func showMessage(_ message: String) {
    messageLabel.text = message
    messageLabel.isHidden = false
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    presenter.numberOfMacs
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: MacCell.reuseIdentifier, for: indexPath)
    (cell as? MacCell)?.configure(with: presenter.mac(at: indexPath.row))
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    presenter.didSelectMac(at: indexPath.row)
  }
}
