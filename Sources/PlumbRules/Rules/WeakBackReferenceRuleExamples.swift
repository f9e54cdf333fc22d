import PlumbModel

/// The examples of `WeakBackReferenceRule`: they run as tests (`RuleExamplesTests`) and are the examples of its
/// documentation page. Kept beside the rule, in a file of their own, as they outweigh it.
extension WeakBackReferenceRule {
  public static let triggeringExamples = [
    RuleExample(
      "Articles",
      sources: [
        "Articles": """
          import UIKit
          protocol ArticlesBusinessLogic: AnyObject { func fetchArticles() }
          protocol ArticlesPresentationLogic: AnyObject { func presentArticles() }
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
          ↓  var viewController: ArticlesDisplayLogic?
            func presentArticles() { viewController?.displayArticles() }
          }
          """
      ]),
    // VIPER: the view holds the presenter, the presenter the router, and the router holds the view back.
    RuleExample(
      "Home",
      sources: [
        "Home": """
          import UIKit
          final class HomeViewController: UIViewController {
            var presenter: HomePresenter!
          }
          final class HomePresenter {
            unowned let view: HomeViewController
            let wireframe: HomeWireframe
            init(view: HomeViewController, wireframe: HomeWireframe) {
              self.view = view
              self.wireframe = wireframe
            }
          }
          final class HomeWireframe {
          ↓  let viewController: UIViewController
            init(viewController: UIViewController) { self.viewController = viewController }
          }
          """
      ]),
    RuleExample(
      "Login",
      sources: [
        "Login": """
          import UIKit
          protocol Coordinating: AnyObject { func start() }
          final class LoginViewController: UIViewController {
            var coordinator: Coordinating?
          }
          final class LoginCoordinator: Coordinating {
          ↓  var rootViewController: LoginViewController?
            func start() {
              let login = LoginViewController()
              login.coordinator = self
              rootViewController = login
            }
          }
          """
      ]),
    // The coordinator keeps its view model, and the view model keeps the closure, which keeps the coordinator.
    // The closure's type, a function type, names no coordinator: a check of property types sees nothing.
    RuleExample(
      "App[app]",
      sources: [
        "App": """
          import SwiftUI
          @Observable final class SettingsViewModel {
            var onFinish: (() -> Void)?
          }
          final class SettingsCoordinator {
            let viewModel = SettingsViewModel()
            var onEnd: (() -> Void)?
            func start() {
          ↓    viewModel.onFinish = { self.finish() }
            }
            func finish() { onEnd?() }
          }
          """
      ]),
  ]

  public static let nonTriggeringExamples = [
    // Lys's VIP article as written: the presenter's and the router's references are weak; a weak box and a closure hold
    // no view controller the rule can see.
    RuleExample(
      "Articles",
      sources: [
        "Articles": """
          import UIKit
          protocol ArticlesDisplayLogic: AnyObject { func displayArticles() }
          protocol ArticlesRoutingLogic { func routeToDetail() }
          struct WeakBox<Value: AnyObject> { weak var value: Value? }
          final class ArticlesViewController: UIViewController, ArticlesDisplayLogic {
            var router: ArticlesRoutingLogic?
            var presenter: ArticlesPresenter?
            func displayArticles() {}
          }
          final class ArticlesPresenter {
            weak var viewController: ArticlesDisplayLogic?
            var observers: [WeakBox<ArticlesViewController>] = []
            var onUpdate: ((ArticlesViewController) -> Void)?
            private let loadingView = UIActivityIndicatorView()
          }
          final class ArticlesRouter: ArticlesRoutingLogic {
            weak var viewController: ArticlesViewController?
            func routeToDetail() {}
          }
          """
      ]),
    // A name-based check flags the coordinator's strong navigation controller and screen: the navigation
    // controller owns the screens, not the coordinator, and the screen calls back through a weak delegate, so
    // nothing holds the coordinator back.
    RuleExample(
      "App[app]",
      sources: [
        "App": """
          import UIKit
          protocol MacsListDelegate: AnyObject { func didSelect(_ mac: String) }
          final class MacsListViewController: UIViewController {
            weak var delegate: MacsListDelegate?
          }
          final class MacsCoordinator: MacsListDelegate {
            let navigationController: UINavigationController
            private var list: MacsListViewController?
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
              let list = MacsListViewController()
              list.delegate = self
              self.list = list
              navigationController.pushViewController(list, animated: false)
            }
            func didSelect(_ mac: String) {}
          }
          """
      ]),
    // VIPER cell presenters hold their cell, but the cell does not hold them; the screen's router owns its
    // navigation controller, which releases the screen when it is popped.
    RuleExample(
      "Players",
      sources: [
        "Players": """
          import UIKit
          protocol PlayerCellProtocol: AnyObject { func setup(name: String) }
          final class PlayerCell: UITableViewCell, PlayerCellProtocol {
            func setup(name: String) {}
          }
          final class PlayerCellPresenter {
            var view: PlayerCellProtocol?
          }
          final class PlayersViewController: UIViewController {
            var router = PlayersRouter(navigationController: UINavigationController())
            var presenters: [PlayerCellPresenter] = []
          }
          final class PlayersRouter {
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
          }
          """
      ]),
    // A spy in a test folder of a module whose tests are not a target of their own is no part of the app.
    RuleExample(
      "Finance",
      sources: [
        "Finance/Sources/Home/HomeViewController.swift": """
          import UIKit
          protocol HomePresenterProtocol: AnyObject { func viewDidLoad() }
          protocol HomeDisplaying: AnyObject { func show(_ balance: String) }
          final class HomeViewController: UIViewController, HomeDisplaying {
            var presenter: HomePresenterProtocol?
            func show(_ balance: String) {}
          }
          """,
        "Finance/Tests/Home/HomePresenterSpy.swift": """
          final class HomePresenterSpy: HomePresenterProtocol {
            var view: HomeDisplaying?
            func viewDidLoad() {}
          }
          """,
      ]),
    // An app-level router that owns the window's root is owned by the app, not by a screen.
    RuleExample(
      "App[app]",
      sources: [
        "App": """
          import UIKit
          final class AppRouter {
            let window: UIWindow
            let root: UINavigationController
            init(window: UIWindow) {
              self.window = window
              root = UINavigationController()
            }
          }
          final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var router: AppRouter?
          }
          """
      ]),
    // The same coordinator with `[weak self]`; and a screen the coordinator does not keep: the navigation controller
    // releases it, and its closure, when it is popped.
    RuleExample(
      "App[app]",
      sources: [
        "App": """
          import UIKit
          final class SettingsViewModel {
            var onFinish: (() -> Void)?
          }
          final class AboutViewController: UIViewController {
            var onDone: (() -> Void)?
          }
          final class SettingsCoordinator {
            let viewModel = SettingsViewModel()
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
              viewModel.onFinish = { [weak self] in self?.finish() }
              let about = AboutViewController()
              about.onDone = { self.finish() }
              navigationController.pushViewController(about, animated: true)
            }
            func finish() {}
          }
          """
      ]),
    // A router that holds its own screen weakly and the next screen strongly: the next screen does not hold the
    // router. A check of property types sees two `UIViewController`s and flags the strong one.
    RuleExample(
      "Login",
      sources: [
        "Login": """
          import UIKit
          protocol LoginRouting { func showNext() }
          final class LoginViewController: UIViewController { var router: LoginRouting? }
          final class LoginRouter: LoginRouting {
            private weak var source: UIViewController?
            private let destination: UIViewController
            init(source: UIViewController, destination: UIViewController) {
              self.source = source
              self.destination = destination
            }
            func showNext() { source?.present(destination, animated: true) }
          }
          """
      ]),
  ]
}
