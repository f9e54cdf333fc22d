import UIKit

protocol MacsListRoutingLogic {
  func routeToMacDetails(mac: ClassicMac)
}

final class MacsListRouter: NSObject, MacsListRoutingLogic {
  weak var viewController: UIViewController?
  weak var dataStore: MacsListDataStore?

  func routeToMacDetails(mac: ClassicMac) {
    let details = MacDetailsFactory.build(mac: mac)
    viewController?.navigationController?.pushViewController(details, animated: true)
  }
}
