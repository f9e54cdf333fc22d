import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// Misreadings of the fourth round, seen on the third held-out set (issue 28): feature frameworks under an app
/// coordinator taken for Build-block Architecture, one coordinator answered at 1.00, a router that only launches
/// the first screen taken for the C, a SwiftUI VIPER view's observable object taken for a view model.
extension StyleMisreadingTests {
  // MARK: Build-block Architecture is a Swift package of features

  /// A movie app whose feature screens are Xcode frameworks (one per feature, as CocoaPods workspaces lay them
  /// out), each screen calling a navigation protocol of a shared framework that the app's `AppCoordinator`
  /// adopts and answers by pushing the next screen. Its author calls it MVVM with a coordinator.
  static func featureApp(manifest: [String: String]) -> [String: String] {
    var files = manifest
    files["Shared/MovieNavigation.swift"] = """
      public protocol MovieNavigation: AnyObject {
        func showMovies(genre: Int)
        func showDetail(movie: Int)
        func showReviews(movie: Int)
      }
      """
    let features = [("Genres", "showMovies(genre: 1)"), ("Detail", "showReviews(movie: 1)"), ("Reviews", "")]
    for (name, next) in features {
      files["Features/\(name)Feature/\(name)ViewController.swift"] = """
        import Shared
        import UIKit
        public final class \(name)ViewController: UIViewController {
          public var viewModel: \(name)ViewModel!
          public weak var navigation: MovieNavigation?
          public override func viewDidLoad() { super.viewDidLoad(); viewModel.load() }
          func didSelect() { navigation?.\(next.isEmpty ? "showDetail(movie: 2)" : next) }
        }
        """
      files["Features/\(name)Feature/\(name)ViewModel.swift"] = """
        public final class \(name)ViewModel {
          public var titles: [String] = []
          public init() {}
          func load() { titles = ["\(name)"] }
        }
        """
    }
    files["Movies/AppCoordinator.swift"] = """
      import DetailFeature
      import GenresFeature
      import ReviewsFeature
      import Shared
      import UIKit
      final class AppCoordinator: MovieNavigation {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let controller = GenresViewController()
          controller.viewModel = GenresViewModel()
          controller.navigation = self
          navigationController.pushViewController(controller, animated: false)
        }
        func showMovies(genre: Int) {
          let controller = DetailViewController()
          controller.viewModel = DetailViewModel()
          controller.navigation = self
          navigationController.pushViewController(controller, animated: true)
        }
        func showDetail(movie: Int) { showMovies(genre: movie) }
        func showReviews(movie: Int) {
          let controller = ReviewsViewController()
          controller.viewModel = ReviewsViewModel()
          controller.navigation = self
          navigationController.pushViewController(controller, animated: true)
        }
      }
      """
    files["Movies/AppDelegate.swift"] = """
      import UIKit
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var coordinator: AppCoordinator?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          let navigation = UINavigationController()
          coordinator = AppCoordinator(navigationController: navigation)
          coordinator?.start()
          window = UIWindow()
          window?.rootViewController = navigation
          return true
        }
      }
      """
    return files
  }

  /// dhipa2poltak/TmdbMVVM-UICode-iOS came out BbA at 1.00: coordinators in the app over independent feature
  /// modules is BbA's shape, but the thesis builds the features as targets of one Swift package, and these are
  /// framework projects. Built as Xcode frameworks it is MVVM-C over modules; the same code as a Swift package
  /// stays BbA.
  @Test func featureFrameworksUnderAnAppCoordinatorAreMVVMCNotBbA() throws {
    var spec = """
      name: Movies
      options:
        bundleIdPrefix: com.example
      targets:
        Movies:
          type: application
          platform: iOS
          sources: [Movies]
          dependencies:
            - target: Shared
            - target: GenresFeature
            - target: DetailFeature
            - target: ReviewsFeature
        Shared:
          type: framework
          platform: iOS
          sources: [Shared]

      """
    for name in ["Genres", "Detail", "Reviews"] {
      spec += """
          \(name)Feature:
            type: framework
            platform: iOS
            sources: [Features/\(name)Feature]
            dependencies:
              - target: Shared

        """
    }
    let frameworks = try Self.score(Self.featureApp(manifest: ["project.yml": spec])).detection
    #expect(frameworks.style == .mvvmC, "\(frameworks.evidence)")
    #expect(frameworks.structure != .singleTarget)
    #expect(frameworks.evidence.contains { $0.contains("built as Xcode frameworks") })

    let package = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Movies",
        platforms: [.iOS(.v16)],
        targets: [
          .executableTarget(name: "Movies", dependencies: ["Shared", "GenresFeature", "DetailFeature", "ReviewsFeature"], path: "Movies"),
          .target(name: "Shared", path: "Shared"),
          .target(name: "GenresFeature", dependencies: ["Shared"], path: "Features/GenresFeature"),
          .target(name: "DetailFeature", dependencies: ["Shared"], path: "Features/DetailFeature"),
          .target(name: "ReviewsFeature", dependencies: ["Shared"], path: "Features/ReviewsFeature"),
        ]
      )
      """
    let packaged = try Self.score(Self.featureApp(manifest: ["Package.swift": package])).detection
    #expect(packaged.style == .bba, "\(packaged.evidence)")
  }

  // MARK: How sure a C is

  /// An MVP app with one `MainCoordinator` that every screen holds and calls to push the next (piyushprabhakar/
  /// WeatherApp, stated MVP; its screens create their own presenters). The code routes through a coordinator, so
  /// MVP-C is what it shows, but one coordinator is one signal: authors who write it name the C or leave it out,
  /// and 1.00 claimed an agreement of signals that was not there.
  static func mvpScreens(coordinator: (String) -> String) -> [String: String] {
    var files: [String: String] = [:]
    for (name, next) in [("Home", "Forecast"), ("Forecast", "History"), ("History", "Home")] {
      files["Weather/View/\(name)ViewController.swift"] = """
        import UIKit
        final class \(name)ViewController: UIViewController, \(name)View {
          var presenter: \(name)Presenter?
          weak var coordinator: \(coordinator(name))?
          override func viewDidLoad() {
            super.viewDidLoad()
            presenter = \(name)Presenter(view: self)
            presenter?.load()
          }
          func show(_ lines: [String]) {}
          func next() { coordinator?.show\(next)() }
        }
        """
      files["Weather/Presenter/\(name)Presenter.swift"] = """
        protocol \(name)View: AnyObject { func show(_ lines: [String]) }
        final class \(name)Presenter {
          weak var view: \(name)View?
          init(view: \(name)View) { self.view = view }
          func load() { view?.show(["\(name)"]) }
        }
        """
    }
    return files
  }

  @Test func oneCoordinatorForTheWholeAppIsALeaningC() throws {
    var files = Self.mvpScreens { _ in "MainCoordinator" }
    files["Weather/Navigation/MainCoordinator.swift"] = """
      import UIKit
      final class MainCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { showHome() }
        func showHome() { push(HomeViewController()) }
        func showForecast() { push(ForecastViewController()) }
        func showHistory() { push(HistoryViewController()) }
        private func push(_ controller: UIViewController) {
          (controller as? HomeViewController)?.coordinator = self
          (controller as? ForecastViewController)?.coordinator = self
          (controller as? HistoryViewController)?.coordinator = self
          navigationController.pushViewController(controller, animated: true)
        }
      }
      """
    let one = try Self.score(files).detection
    #expect(one.style == .mvpC, "\(one.evidence)")
    #expect(one.confidence == 0.75, "\(one.evidence)")

    // A coordinator per flow, each pushing its own screen: several coordinators agree, and the C is sure.
    var flows = Self.mvpScreens { "\($0)Coordinator" }
    for (name, next) in [("Home", "Forecast"), ("Forecast", "History"), ("History", "Home")] {
      flows["Weather/Navigation/\(name)Coordinator.swift"] = """
        import UIKit
        final class \(name)Coordinator {
          let navigationController: UINavigationController
          init(navigationController: UINavigationController) { self.navigationController = navigationController }
          func start() {
            let controller = \(name)ViewController()
            controller.coordinator = self
            navigationController.pushViewController(controller, animated: true)
          }
          func show\(next)() { \(next)Coordinator(navigationController: navigationController).start() }
        }
        """
    }
    let several = try Self.score(flows).detection
    #expect(several.style == .mvpC, "\(several.evidence)")
    #expect(several.confidence >= 0.8, "\(several.evidence)")
  }

  // MARK: Launching is no navigation

  /// vitaliypriydun/Challenge_ios (stated MVP): the app delegate creates an `AppRouter` whose one job is to put
  /// the first module in the window; the module's presenter asks its own router for alerts. The launch router
  /// reached the first screen without any navigation API and made the app MVP-C.
  @Test func aRouterThatOnlyLaunchesTheFirstScreenIsNoC() throws {
    let files: [String: String] = [
      "Alarm/Core/AppDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          private var router: AppRouter?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            router = AppRouter(window: window)
            router?.startApplication()
            return true
          }
        }
        """,
      "Alarm/Core/AppRouter.swift": """
        import UIKit
        final class AppRouter {
          private weak var window: UIWindow?
          init(window: UIWindow?) { self.window = window }
          func startApplication() {
            window?.rootViewController = ModulesFactory.shared.makeHome()
            window?.makeKeyAndVisible()
          }
        }
        """,
      "Alarm/Common/ModulesFactory.swift": """
        import UIKit
        final class ModulesFactory {
          static let shared = ModulesFactory()
          func makeHome() -> UIViewController {
            let controller = HomeViewController()
            let router = HomeRouter(viewController: controller)
            controller.presenter = HomePresenter(view: controller, router: router)
            return UINavigationController(rootViewController: controller)
          }
        }
        """,
      "Alarm/Flow/Home/HomeViewController.swift": """
        import UIKit
        final class HomeViewController: UIViewController, HomeView {
          var presenter: HomePresenter?
          override func viewDidLoad() { super.viewDidLoad(); presenter?.viewDidLoad() }
          func show(time: String) {}
        }
        """,
      "Alarm/Flow/Home/HomePresenter.swift": """
        protocol HomeView: AnyObject { func show(time: String) }
        final class HomePresenter {
          weak var view: HomeView?
          private let router: HomeRouter
          init(view: HomeView, router: HomeRouter) { self.view = view; self.router = router }
          func viewDidLoad() { view?.show(time: "07:00") }
          func alarmRang() { router.showAlarm() }
        }
        """,
      "Alarm/Flow/Home/HomeRouter.swift": """
        import UIKit
        final class HomeRouter {
          weak var viewController: UIViewController?
          init(viewController: UIViewController) { self.viewController = viewController }
          func showAlarm() {
            let alert = UIAlertController(title: "Alarm", message: nil, preferredStyle: .alert)
            viewController?.present(alert, animated: true)
          }
        }
        """,
    ]
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvp, "\(detection.evidence)")
    #expect(!detection.decidingTypes.contains { $0.type == "AppRouter" })
  }

  /// The other way (batiyeh/ios-reddit-clone, stated MVVM + Coordinators): the app delegate creates the
  /// coordinator, which pushes through the app's own `Routable` wrapper (no UIKit call of its own); its screen
  /// calls it through `HomeCoordinatorDelegate`. Screens reach it, so it navigates, and is no launch wiring.
  @Test func aCoordinatorScreensCallThroughADelegateIsNoLaunchWiring() throws {
    let files: [String: String] = [
      "Reddit/AppDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
          var coordinator: HomeCoordinator?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            coordinator = HomeCoordinator(router: Router(navigationController: UINavigationController()))
            coordinator?.start()
            return true
          }
        }
        """,
      "Reddit/Coordinators/HomeCoordinator.swift": """
        import UIKit
        protocol HomeCoordinatorDelegate: AnyObject { func showPost(id: Int) }
        final class HomeCoordinator: HomeCoordinatorDelegate {
          let router: Routable
          init(router: Routable) { self.router = router }
          func start() {
            let controller = PostsViewController(viewModel: PostsViewModel())
            controller.delegate = self
            router.push(controller)
          }
          func showPost(id: Int) { router.push(UIViewController()) }
        }
        """,
      "Reddit/Coordinators/Router.swift": """
        import UIKit
        protocol Routable { func push(_ controller: UIViewController) }
        final class Router: Routable {
          let navigationController: UINavigationController
          init(navigationController: UINavigationController) { self.navigationController = navigationController }
          func push(_ controller: UIViewController) { navigationController.pushViewController(controller, animated: true) }
        }
        """,
      "Reddit/Posts/PostsViewController.swift": """
        import UIKit
        final class PostsViewController: UIViewController {
          weak var delegate: HomeCoordinatorDelegate?
          let viewModel: PostsViewModel
          init(viewModel: PostsViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
          required init?(coder: NSCoder) { nil }
          func didSelect(id: Int) { delegate?.showPost(id: id) }
        }
        """,
      "Reddit/Posts/PostsViewModel.swift": "final class PostsViewModel { var titles: [String] = [] }",
    ]
    let detection = try Self.score(files).detection
    #expect(detection.decidingTypes.contains { $0.type == "HomeCoordinator" }, "\(detection.evidence)")
  }

  /// A SwiftUI coordinator view that only the `App` creates (mehrankmlf/EasyCrypto's `MainCoordinator: View`,
  /// routing through the app's own view modifiers) holds no window: it is the flow's root, not launch wiring.
  @Test func aSwiftUICoordinatorTheAppCreatesIsNoLaunchWiring() throws {
    let files: [String: String] = [
      "Crypto/CryptoApp.swift": """
        import SwiftUI
        @main struct CryptoApp: App {
          var body: some Scene { WindowGroup { MainCoordinator(viewModel: MainViewModel()) } }
        }
        """,
      "Crypto/Main/MainCoordinator.swift": """
        import SwiftUI
        struct MainCoordinator: View {
          @StateObject var viewModel: MainViewModel
          @State var route: String?
          var body: some View { MainView(viewModel: viewModel).route(to: $route) }
        }
        extension View { func route(to route: Binding<String?>) -> some View { self } }
        """,
      "Crypto/Main/MainView.swift": """
        import SwiftUI
        struct MainView: View {
          @ObservedObject var viewModel: MainViewModel
          var body: some View { Text(viewModel.title) }
        }
        final class MainViewModel: ObservableObject { @Published var title = "" }
        """,
    ]
    let detection = try Self.score(files).detection
    #expect(detection.decidingTypes.contains { $0.type == "MainCoordinator" }, "\(detection.evidence)")
  }

  // MARK: SwiftUI VIPER

  /// xkiRox/iOSPruebCeiba (stated VIPER, "not strict"): each SwiftUI view holds an observable "view helper"
  /// that the presenter holds back as its view and that hands the view's taps to the presenter; the presenter
  /// holds the interactor and the router. The view helper was taken for a view model, and the routers made the
  /// app MVVM-C.
  @Test func anObservableObjectThePresenterHoldsAsItsViewIsNoViewModel() throws {
    var files: [String: String] = [:]
    for (name, next) in [("Users", "Posts"), ("Posts", "")] {
      files["Ceiba/Modules/\(name)/View/\(name)View.swift"] = """
        import SwiftUI
        struct \(name)View: View {
          @StateObject var viewHelper: \(name)ViewHelper
          var body: some View {
            List(viewHelper.items, id: \\.self) { item in
              Text(item).onTapGesture { viewHelper.output?.didSelect(item) }
            }
            .onAppear { viewHelper.output?.viewAppeared() }
          }
        }
        """
      files["Ceiba/Modules/\(name)/ViewHelper/\(name)ViewHelper.swift"] = """
        import Combine
        protocol \(name)ViewHelperProtocol: AnyObject { func show(_ items: [String]) }
        final class \(name)ViewHelper: ObservableObject, \(name)ViewHelperProtocol {
          var output: \(name)PresenterProtocol?
          @Published var items: [String] = []
          func show(_ items: [String]) { self.items = items }
        }
        """
      files["Ceiba/Modules/\(name)/Presenter/\(name)Presenter.swift"] = """
        protocol \(name)PresenterProtocol: AnyObject {
          func viewAppeared()
          func didSelect(_ item: String)
        }
        final class \(name)Presenter: \(name)PresenterProtocol {
          weak var view: \(name)ViewHelperProtocol?
          var interactor: \(name)Interactor?
          var router: \(name)Router?
          func viewAppeared() { interactor?.fetch { [weak self] in self?.view?.show($0) } }
          func didSelect(_ item: String) { \(next.isEmpty ? "" : "router?.show\(next)(for: item)") }
        }
        """
      files["Ceiba/Modules/\(name)/Interactor/\(name)Interactor.swift"] = """
        final class \(name)Interactor {
          func fetch(_ done: @escaping ([String]) -> Void) { done(["\(name)"]) }
        }
        """
      files["Ceiba/Modules/\(name)/Router/\(name)Router.swift"] = """
        import SwiftUI
        import UIKit
        final class \(name)Router {
          weak var host: UIViewController?
          static func make() -> UIViewController {
            let helper = \(name)ViewHelper()
            let presenter = \(name)Presenter()
            let router = \(name)Router()
            presenter.view = helper
            presenter.interactor = \(name)Interactor()
            presenter.router = router
            helper.output = presenter
            let host = UIHostingController(rootView: \(name)View(viewHelper: helper))
            router.host = host
            return host
          }
          \(next.isEmpty ? "" : "func show\(next)(for item: String) { host?.present(\(next)Router.make(), animated: true) }")
        }
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .viper, "\(detection.evidence)")
    #expect(detection.decidingTypes.contains { $0.shows.contains("UsersPresenter") })
  }

  // MARK: An app with no screen

  /// gibachan/CleanArchitecture (stated Clean): a command-line port of a Clean Architecture sample, with a
  /// use case interactor over repositories in `Core` and a presenter and view model in the console app. With no
  /// screen and no UI framework it is answered library, as servers and tools are; but the app's layers disagree
  /// with that reading, and 0.90 claimed a certainty the code does not give.
  @Test func anAppsLayersWithNoScreenMakeAnUnsureLibrary() throws {
    let files: [String: String] = [
      "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "Registrar",
          targets: [
            .target(name: "Core"),
            .executableTarget(name: "Console", dependencies: ["Core"]),
          ]
        )
        """,
      "Sources/Core/Course.swift": "public struct Course { public let code: String }",
      "Sources/Core/CourseRepository.swift": """
        public protocol CourseRepository { func course(code: String) -> Course? }
        """,
      "Sources/Core/RegisterInteractor.swift": """
        public final class RegisterInteractor {
          private let courses: CourseRepository
          public init(courses: CourseRepository) { self.courses = courses }
          public func register(code: String) -> Bool { courses.course(code: code) != nil }
        }
        """,
      "Sources/Console/MemoryCourseRepository.swift": """
        import Core
        final class MemoryCourseRepository: CourseRepository {
          func course(code: String) -> Course? { Course(code: code) }
        }
        """,
      "Sources/Console/RegistrationPresenter.swift": """
        final class RegistrationPresenter {
          func present(success: Bool) -> RegistrationViewModel { RegistrationViewModel(text: success ? "ok" : "no") }
        }
        struct RegistrationViewModel { let text: String }
        """,
      "Sources/Console/main.swift": """
        import Core
        let interactor = RegisterInteractor(courses: MemoryCourseRepository())
        print(RegistrationPresenter().present(success: interactor.register(code: readLine() ?? "")).text)
        """,
    ]
    let detection = try Self.score(files).detection
    #expect(detection.style == .library, "\(detection.evidence)")
    #expect(detection.confidence <= 0.6, "\(detection.evidence)")
  }
}
