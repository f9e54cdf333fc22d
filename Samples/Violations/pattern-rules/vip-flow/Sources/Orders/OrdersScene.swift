import UIKit

protocol OrdersBusinessLogic: AnyObject {
  func fetchOrders()
}

protocol OrdersPresentationLogic: AnyObject {
  func presentOrders(_ orders: [Int])
}

protocol OrdersDisplayLogic: AnyObject {
  func displayOrders(_ lines: [String])
}

final class OrdersViewController: UIViewController, OrdersDisplayLogic {
  var interactor: OrdersBusinessLogic?

  func displayOrders(_ lines: [String]) {
    title = lines.first
  }
}

final class OrdersInteractor: OrdersBusinessLogic {
  let presenter: OrdersPresentationLogic
  weak var viewController: OrdersDisplayLogic?

  init(presenter: OrdersPresentationLogic) {
    self.presenter = presenter
  }

  func fetchOrders() {
    presenter.presentOrders([1, 2])
    viewController?.displayOrders(["Loading"])
  }
}

final class OrdersPresenter: OrdersPresentationLogic {
  weak var viewController: OrdersDisplayLogic?

  func presentOrders(_ orders: [Int]) {
    viewController?.displayOrders(orders.map { "Order \($0)" })
  }
}
