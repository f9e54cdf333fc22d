import UIKit

protocol MacDetailsRoutingLogic {
  func routeToFavoriteMac()
}

final class MacDetailsRouter: NSObject, MacDetailsRoutingLogic {
  weak var viewController: UIViewController?
  weak var dataStore: MacDetailsDataStore?

  func routeToFavoriteMac() {
    guard let mac = dataStore?.mac else { return }
    let favorite = FavoriteMacFactory.build(mac: mac) { [weak self] in
      // Refresh the button title once the sheet is gone.
      self?.viewController?.viewWillAppear(false)
    }
    viewController?.present(UINavigationController(rootViewController: favorite), animated: true)
  }
}
