import FlowKit
import SharedModels
import UIKit

final class EditProfileCoordinator: Coordinator {
  private weak var navigationController: UINavigationController?
  private let user: User

  init(navigationController: UINavigationController, user: User) {
    self.navigationController = navigationController
    self.user = user
  }

  func start() {
    let alert = UIAlertController(title: "Display name", message: nil, preferredStyle: .alert)
    alert.addTextField { [user] field in field.text = user.displayName }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Save", style: .default))
    navigationController?.present(alert, animated: true)
  }
}
