import Coordination
import MacDomain
import UIKit

public final class MacsListCoordinator: MacsListCoordinating {
  private weak var rootViewController: UINavigationController?
  private weak var flowRouter: FlowRouting?
  private let fetchMacs: FetchMacsUseCase

  public init(rootViewController: UINavigationController, flowRouter: FlowRouting, fetchMacs: FetchMacsUseCase) {
    self.rootViewController = rootViewController
    self.flowRouter = flowRouter
    self.fetchMacs = fetchMacs
  }

  public func start() {
    let presenter = MacsListPresenter(coordinator: self, fetchMacs: fetchMacs)
    let viewController = MacsListViewController(presenter: presenter)
    presenter.view = viewController
    rootViewController?.setViewControllers([viewController], animated: false)
  }

  func showDetails(of mac: ClassicMac) {
    guard let rootViewController else { return }
    flowRouter?.route(MacsListFlow.details(mac), from: rootViewController)
  }
}
