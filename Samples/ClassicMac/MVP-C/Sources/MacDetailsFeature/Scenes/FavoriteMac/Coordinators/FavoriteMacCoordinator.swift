import Coordination
import MacDomain
import UIKit

/// Presents the favourite question modally over the details screen.
final class FavoriteMacCoordinator: FavoriteMacCoordinating {
  private weak var rootViewController: UIViewController?
  private let mac: ClassicMac
  private let favorites: FavoriteMacUseCase
  private let onFinish: () -> Void

  init(rootViewController: UIViewController, mac: ClassicMac, favorites: FavoriteMacUseCase, onFinish: @escaping () -> Void) {
    self.rootViewController = rootViewController
    self.mac = mac
    self.favorites = favorites
    self.onFinish = onFinish
  }

  func start() {
    let presenter = FavoriteMacPresenter(mac: mac, favorites: favorites, coordinator: self)
    let viewController = FavoriteMacViewController(presenter: presenter)
    presenter.view = viewController
    let navigation = UINavigationController(rootViewController: viewController)
    navigation.sheetPresentationController?.detents = [.medium()]
    rootViewController?.present(navigation, animated: true)
  }

  func finish() {
    rootViewController?.dismiss(animated: true, completion: onFinish)
  }
}
