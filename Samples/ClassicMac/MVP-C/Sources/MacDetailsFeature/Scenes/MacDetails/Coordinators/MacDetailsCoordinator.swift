import Coordination
import MacDomain
import UIKit

public final class MacDetailsCoordinator: MacDetailsCoordinating {
  private weak var rootViewController: UINavigationController?
  private let mac: ClassicMac
  private let favorites: FavoriteMacUseCase

  public init(rootViewController: UINavigationController, mac: ClassicMac, favorites: FavoriteMacUseCase) {
    self.rootViewController = rootViewController
    self.mac = mac
    self.favorites = favorites
  }

  public func start() {
    let presenter = MacDetailsPresenter(mac: mac, favorites: favorites, coordinator: self)
    let viewController = MacDetailsViewController(presenter: presenter)
    presenter.view = viewController
    rootViewController?.pushViewController(viewController, animated: true)
  }

  func showFavorite(for mac: ClassicMac, onFinish: @escaping () -> Void) {
    guard let host = rootViewController?.topViewController else { return }
    FavoriteMacCoordinator(rootViewController: host, mac: mac, favorites: favorites, onFinish: onFinish).start()
  }
}
