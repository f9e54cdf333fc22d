import SharedModels
import UIKit

final class HomeViewController: UITableViewController {
  var onProfileTapped: (() -> Void)?
  var onLogoutTapped: (() -> Void)?
  private let user: User

  init(user: User) {
    self.user = user
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "My Collection"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Mac")
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "person.crop.circle"), primaryAction: UIAction { [weak self] _ in self?.onProfileTapped?() })
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Log Out", primaryAction: UIAction { [weak self] _ in self?.onLogoutTapped?() })
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    user.collection.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Mac", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = user.collection[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}
