import UIKit

protocol MacsListDisplayLogic: AnyObject {
  func displayMacs(viewModel: MacsList.FetchMacs.ViewModel)
  func displayError(viewModel: MacsList.PresentError.ViewModel)
}

final class MacsListViewController: UITableViewController, MacsListDisplayLogic {
  var interactor: MacsListBusinessLogic?
  private var displayedMacs: [MacsList.DisplayedMac] = []

  init(interactor: MacsListBusinessLogic?) {
    self.interactor = interactor
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Classic Macs"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MacCell")
    interactor?.fetchMacs(request: .init())
  }

  func displayMacs(viewModel: MacsList.FetchMacs.ViewModel) {
    DispatchQueue.main.async { [weak self] in
      self?.displayedMacs = viewModel.displayedMacs
      self?.tableView.reloadData()
    }
  }

  func displayError(viewModel: MacsList.PresentError.ViewModel) {
    DispatchQueue.main.async { [weak self] in
      let alert = UIAlertController(title: "Classic Macs", message: viewModel.message, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      self?.present(alert, animated: true)
    }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    displayedMacs.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "MacCell", for: indexPath)
    let mac = displayedMacs[indexPath.row]
    var content = UIListContentConfiguration.subtitleCell()
    content.text = mac.isFavorite ? "★ \(mac.title)" : mac.title
    content.secondaryText = mac.subtitle
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    interactor?.selectMac(request: .init(index: indexPath.row))
  }
}
