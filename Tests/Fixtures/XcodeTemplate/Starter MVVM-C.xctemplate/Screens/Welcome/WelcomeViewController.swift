//  ___FILENAME___
import UIKit

final class WelcomeViewController: UIViewController {
  weak var coordinator: AppCoordinator?
  private let viewModel: WelcomeViewModel

  init(viewModel: WelcomeViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
  }
}
