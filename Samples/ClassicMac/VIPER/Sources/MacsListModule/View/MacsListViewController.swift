import UIKit

final class MacsListViewController: UITableViewController, MacsListViewProtocol {
  var presenter: MacsListPresenterProtocol?
  private var rows: [MacsListRowViewModel] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Classic Macs"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MacRow")
    presenter?.viewDidLoad()
  }

  func show(rows: [MacsListRowViewModel]) {
    self.rows = rows
    tableView.reloadData()
  }

  func showError(_ message: String) {
    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "MacRow", for: indexPath)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = rows[indexPath.row].title
    content.secondaryText = rows[indexPath.row].subtitle
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    presenter?.didSelectRow(at: indexPath.row)
  }
}
