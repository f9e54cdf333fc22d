import UIKit

protocol MacDetailsRoutingLogic {
  func routeToFavoriteMac(onDismiss: @escaping () -> Void)
}

final class MacDetailsRouter: NSObject, MacDetailsRoutingLogic {
  weak var viewController: UIViewController?
  weak var dataStore: MacDetailsDataStore?

  func routeToFavoriteMac(onDismiss: @escaping () -> Void) {
    guard let mac = dataStore?.mac else { return }
    let favorite = FavoriteMacFactory.build(mac: mac, onDismiss: onDismiss)
    viewController?.present(UINavigationController(rootViewController: favorite), animated: true)
  }
}
