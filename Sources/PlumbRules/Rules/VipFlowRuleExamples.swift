import Foundation
import PlumbModel

/// The examples of `VipFlowRule`: they run as tests (`RuleExamplesTests`) and are the examples of its
/// documentation page. Kept beside the rule, in a file of their own, as they outweigh it.
extension VipFlowRule {
  public static let triggeringExamples = [
    RuleExample(
      "Articles",
      sources: [
        "Articles": """
          import UIKit
          protocol ArticlesBusinessLogic { func fetchArticles() }
          protocol ArticlesDisplayLogic: AnyObject { func displayArticles(_ titles: [String]) }
          final class ArticlesViewController: UIViewController, ArticlesDisplayLogic {
            var interactor: ArticlesBusinessLogic?
            func displayArticles(_ titles: [String]) {}
          }
          final class ArticlesInteractor: ArticlesBusinessLogic {
          ↓  weak var viewController: ArticlesDisplayLogic?
            func fetchArticles() { viewController?.displayArticles([]) }
          }
          """
      ]),
    RuleExample(
      "Orders",
      sources: [
        "Orders": """
          import UIKit
          protocol OrdersBusinessLogic: AnyObject { func fetchOrders() }
          final class OrdersViewController: UIViewController {
            var interactor: OrdersBusinessLogic?
          }
          final class OrdersInteractor: OrdersBusinessLogic {
            var presenter: OrdersPresenter?
            func fetchOrders() {}
          }
          final class OrdersPresenter {
          ↓  weak var interactor: OrdersBusinessLogic?
            func presentOrders() { interactor?.fetchOrders() }
          }
          """
      ]),
    // The interactor's protocol is a typealias of a composition, which resolves to no type: the property's name
    // says what it holds, in a module whose view controllers hold interactors.
    RuleExample(
      "Players",
      sources: [
        "Players": """
          import UIKit
          protocol PlayersFetching: AnyObject { func fetchPlayers() }
          protocol PlayersSelecting: AnyObject { func selectPlayer(at index: Int) }
          typealias PlayersInteractorProtocol = PlayersFetching & PlayersSelecting
          final class PlayersViewController: UIViewController {
            var interactor: PlayersInteractorProtocol = PlayersInteractor()
          }
          final class PlayersInteractor: PlayersFetching, PlayersSelecting {
            func fetchPlayers() {}
            func selectPlayer(at index: Int) {}
          }
          final class PlayersPresenter {
          ↓  var interactor: PlayersInteractorProtocol?
          }
          """
      ]),
  ]

  public static let nonTriggeringExamples = [
    // The configurator wires the scene: naming all three is its job.
    RuleExample(
      "Articles",
      sources: [
        "Articles": """
          import UIKit
          protocol ArticlesBusinessLogic { func fetchArticles() }
          protocol ArticlesPresentationLogic { func presentArticles() }
          protocol ArticlesDisplayLogic: AnyObject { func displayArticles() }
          final class ArticlesViewController: UIViewController, ArticlesDisplayLogic {
            var interactor: ArticlesBusinessLogic?
            func displayArticles() {}
          }
          final class ArticlesInteractor: ArticlesBusinessLogic {
            let presenter: ArticlesPresentationLogic
            init(presenter: ArticlesPresentationLogic) { self.presenter = presenter }
            func fetchArticles() { presenter.presentArticles() }
          }
          final class ArticlesPresenter: ArticlesPresentationLogic {
            weak var viewController: ArticlesDisplayLogic?
            func presentArticles() { viewController?.displayArticles() }
          }
          enum ArticlesConfigurator {
            static func build() -> ArticlesViewController {
              let presenter = ArticlesPresenter()
              let interactor = ArticlesInteractor(presenter: presenter)
              let viewController = ArticlesViewController()
              viewController.interactor = interactor
              presenter.viewController = viewController
              return viewController
            }
          }
          """
      ]),
    // A name-based check flags every VIPER presenter: there the view holds the presenter, and the presenter
    // driving the interactor is the design.
    RuleExample(
      "Home",
      sources: [
        "Home": """
          import UIKit
          protocol HomeInteractorInterface: AnyObject { func loadItems() }
          final class HomeViewController: UIViewController {
            var presenter: HomePresenter!
          }
          final class HomeInteractor: HomeInteractorInterface {
            func loadItems() {}
          }
          final class HomePresenter {
            private unowned let view: HomeViewController
            private let interactor: HomeInteractorInterface
            init(view: HomeViewController, interactor: HomeInteractorInterface) {
              self.view = view
              self.interactor = interactor
            }
          }
          """
      ]),
    // Messages typed by the types they come from (`OrdersViewController.Action`, `OrdersInteractor.Response`) name
    // the nested enums, not the view controller or the interactor: the flow is still one-way. A check of the names
    // a type mentions sees the view controller's name.
    RuleExample(
      "Orders",
      sources: [
        "Orders": """
          import UIKit
          import Combine
          final class OrdersViewController: UIViewController {
            enum Action { case refresh }
            var interactor: OrdersInteractor?
          }
          final class OrdersInteractor {
            enum Response { case loaded([String]) }
            let input = PassthroughSubject<OrdersViewController.Action, Never>()
            var presenter: OrdersPresenter?
          }
          final class OrdersPresenter {
            let input = PassthroughSubject<OrdersInteractor.Response, Never>()
            weak var viewController: OrdersViewController?
          }
          """
      ]),
  ]
}
