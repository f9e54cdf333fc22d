//  ___FILENAME___
//  ___PROJECTNAME___
import UIKit

final class AppCoordinator {
  let navigation = UINavigationController()

  func start() {
    let controller = WelcomeViewController(viewModel: WelcomeViewModel())
    controller.coordinator = self
    navigation.pushViewController(controller, animated: false)
  }

  func showSettings() {
    let controller = SettingsViewController(viewModel: SettingsViewModel())
    controller.coordinator = self
    navigation.pushViewController(controller, animated: true)
  }
}
