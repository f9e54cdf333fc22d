//  ___FILENAME___
import UIKit

final class SettingsViewController: UIViewController {
  weak var coordinator: AppCoordinator?
  private let viewModel: SettingsViewModel

  init(viewModel: SettingsViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
  }
}
