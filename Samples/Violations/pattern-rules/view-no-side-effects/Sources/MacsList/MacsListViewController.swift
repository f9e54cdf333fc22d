import UIKit

final class MacsListViewController: UITableViewController {
  private var names: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let url = URL(string: "https://classicmacs.example.com/api/macs")!
    URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
      let names = data.flatMap { try? JSONDecoder().decode([String].self, from: $0) } ?? []
      DispatchQueue.main.async {
        self?.names = names
        self?.tableView.reloadData()
      }
    }.resume()
  }
}
