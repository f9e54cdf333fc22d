import Coordination
import MacDetailsFeature
import MacDomain
import MacsListFeature
import UIKit

/// The only place that knows both features: it turns one feature's flow into another feature's coordinator.
final class AppFlowRouter: FlowRouting {
  private let favorites: FavoriteMacUseCase

  init(favorites: FavoriteMacUseCase) {
    self.favorites = favorites
  }

  func route(_ flow: FlowType, from rootViewController: UINavigationController) {
    switch flow {
    case MacsListFlow.details(let mac):
      MacDetailsCoordinator(rootViewController: rootViewController, mac: mac, favorites: favorites).start()
    default:
      assertionFailure("Unhandled flow \(flow)")
    }
  }
}
