import UIKit

protocol FavoriteMacRoutingLogic {
  func routeBack()
}

final class FavoriteMacRouter: NSObject, FavoriteMacRoutingLogic {
  weak var viewController: UIViewController?
  private let onDismiss: () -> Void

  init(onDismiss: @escaping () -> Void) {
    self.onDismiss = onDismiss
  }

  func routeBack() {
    viewController?.dismiss(animated: true, completion: onDismiss)
  }
}
