import Foundation
import PlumbKit
import PlumbModel
import Testing

/// One small codebase per misreading seen on apps the detection was not tuned on (issue 28): each is written
/// the way those apps are, and must come out as the style its code follows.
@Suite struct StyleMisreadingTests {
  static func score(_ files: [String: String]) throws -> ArchitectureScore { try StyleDetectionTests.score(files) }

  // MARK: Large SwiftUI apps

  /// A SwiftUI feature the way large MVVM-C apps write it: the coordinator creates the view model and hands the
  /// view its context, so the view never names the view model's type; the coordinator listens to the view
  /// model's actions and asks the flow coordinator to push the next screen.
  static func contextFeature(_ name: String, next: String?) -> [String: String] {
    var files: [String: String] = [:]
    files["App/Screens/\(name)/\(name)ScreenViewModel.swift"] = """
      import Combine
      enum \(name)ScreenViewAction { case next, close }
      struct \(name)ScreenViewState { var title = "" }
      typealias \(name)ScreenViewModelType = StateStoreViewModel<\(name)ScreenViewState, \(name)ScreenViewAction>
      final class \(name)ScreenViewModel: \(name)ScreenViewModelType {
        let actions = PassthroughSubject<\(name)ScreenViewAction, Never>()
        override func process(viewAction: \(name)ScreenViewAction) { actions.send(viewAction) }
      }
      """
    files["App/Screens/\(name)/View/\(name)Screen.swift"] = """
      import SwiftUI
      struct \(name)Screen: View {
        @ObservedObject var context: \(name)ScreenViewModel.Context
        @Environment(\\.dismiss) private var dismiss
        @State private var showsHelp = false
        var body: some View {
          VStack {
            Text(context.viewState.title)
            Button("Next") { context.send(viewAction: .next) }
            Button("Close") { dismiss() }
          }
          .sheet(isPresented: $showsHelp) { Text("Help") }
        }
      }
      struct \(name)Screen_Previews: PreviewProvider {
        static var previews: some View { \(name)Screen(context: \(name)ScreenViewModel(initialViewState: .init()).context) }
      }
      extension \(name)Screen_Previews {
        struct KeypadTestView: View {
          @StateObject var viewModel = \(name)ScreenViewModel(initialViewState: .init())
          var body: some View { Text("") }
        }
      }
      """
    files["App/Screens/\(name)/\(name)ScreenCoordinator.swift"] = """
      import Combine
      import SwiftUI
      final class \(name)ScreenCoordinator: CoordinatorProtocol {
        private let viewModel = \(name)ScreenViewModel(initialViewState: .init())
        private var cancellables = Set<AnyCancellable>()
        var onNext: (() -> Void)?
        func start() {
          viewModel.actions.sink { [weak self] action in
            if case .next = action { self?.onNext?() }
          }.store(in: &cancellables)
        }
        func toPresentable() -> AnyView { AnyView(\(name)Screen(context: viewModel.context)) }
      }
      """
    if let next {
      files["App/Flows/\(name)FlowCoordinator.swift"] = """
        final class \(name)FlowCoordinator {
          let stack: NavigationStackCoordinator
          init(stack: NavigationStackCoordinator) { self.stack = stack }
          func start() {
            let coordinator = \(name)ScreenCoordinator()
            coordinator.onNext = { [weak self] in self?.showNext() }
            stack.setRootCoordinator(coordinator)
          }
          func showNext() { stack.push(\(next)ScreenCoordinator()) }
        }
        """
    }
    return files
  }

  static let swiftUIInfrastructure: [String: String] = [
    "App/Infrastructure/StateStoreViewModel.swift": """
      import SwiftUI
      class StateStoreViewModel<State, ViewAction> {
        final class Context: ObservableObject {
          @Published var viewState: State
          weak var owner: StateStoreViewModel?
          init(viewState: State) { self.viewState = viewState }
          func send(viewAction: ViewAction) { owner?.process(viewAction: viewAction) }
        }
        let context: Context
        init(initialViewState: State) { context = Context(viewState: initialViewState) }
        func process(viewAction: ViewAction) {}
      }
      """,
    "App/Infrastructure/NavigationStackCoordinator.swift": """
      import SwiftUI
      protocol CoordinatorProtocol: AnyObject { func start(); func toPresentable() -> AnyView }
      final class NavigationStackCoordinator: ObservableObject {
        @Published var path: [AnyCoordinator] = []
        @Published var root: AnyCoordinator?
        func setRootCoordinator(_ coordinator: CoordinatorProtocol) { root = AnyCoordinator(coordinator) }
        func push(_ coordinator: CoordinatorProtocol) { path.append(AnyCoordinator(coordinator)) }
      }
      struct AnyCoordinator: Hashable {
        let id = UUID()
        let coordinator: CoordinatorProtocol
        init(_ coordinator: CoordinatorProtocol) { self.coordinator = coordinator }
        static func == (lhs: AnyCoordinator, rhs: AnyCoordinator) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
      }
      struct NavigationStackCoordinatorView: View {
        @ObservedObject var navigationStackCoordinator: NavigationStackCoordinator
        var body: some View {
          NavigationStack(path: $navigationStackCoordinator.path) {
            navigationStackCoordinator.root?.coordinator.toPresentable()
              .navigationDestination(for: AnyCoordinator.self) { $0.coordinator.toPresentable() }
          }
        }
      }
      """,
    "App/Components/RoomCell.swift": """
      import SwiftUI
      struct RoomCell: View {
        @ObservedObject var context: HomeScreenViewModel.Context
        var body: some View { Text("") }
      }
      """,
    "App/Components/MessageRowView.swift": """
      import SwiftUI
      final class MessageRowViewModel: ObservableObject {}
      struct MessageRowView: View {
        @StateObject var viewModel = MessageRowViewModel()
        var body: some View { Text("") }
      }
      """,
    "App/Components/CountryPicker.swift": """
      import SwiftUI
      protocol CountryPickerPresenting: AnyObject { func didPick(_ code: String) }
      struct CountryPicker: View {
        weak var presenter: CountryPickerPresenting?
        var body: some View { Text("") }
      }
      """,
    "App/Application.swift": """
      import SwiftUI
      @main struct ChatApp: App {
        let stack = NavigationStackCoordinator()
        var body: some Scene { WindowGroup { NavigationStackCoordinatorView(navigationStackCoordinator: stack) } }
      }
      """,
  ]

  @Test func aCoordinatorThatHandsTheViewItsContextIsMVVMC() throws {
    var files = Self.swiftUIInfrastructure
    for (name, next) in [("Home", "Room"), ("Room", "Settings"), ("Settings", "Home"), ("Profile", nil)] {
      files.merge(Self.contextFeature(name, next: next)) { $1 }
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvmC, "\(detection.evidence)")
    #expect(detection.screens == 4, "\(detection.evidence)")
    #expect(detection.confidence >= 0.8)
    // Previews, cells and pickers are parts of screens, never the deciding types.
    for deciding in detection.decidingTypes {
      #expect(!deciding.type.contains("Previews") && !deciding.type.hasSuffix("Cell") && !deciding.type.hasSuffix("Picker"))
    }
  }

  // MARK: Navigation census

  /// MVVM screens whose views close themselves and show sheets, while coordinators pick every next screen
  /// through the view models' output closures and a `NavigationStack` path.
  @Test func dismissAndSheetsInViewsDoNotOutvoteCoordinators() throws {
    var files: [String: String] = [:]
    let names = ["Feed", "Post", "Author", "Search"]
    for name in names {
      files["App/\(name)/\(name)View.swift"] = """
        import SwiftUI
        struct \(name)View: View {
          @StateObject var viewModel: \(name)ViewModel
          @Environment(\\.dismiss) private var dismiss
          @State private var showsShare = false
          @State private var showsFilter = false
          var body: some View {
            List { Button("Open") { viewModel.open() } }
              .toolbar { Button("Done") { dismiss() } }
              .sheet(isPresented: $showsShare) { Text("Share") }
              .popover(isPresented: $showsFilter) { Text("Filter") }
          }
        }
        """
      files["App/\(name)/\(name)ViewModel.swift"] = """
        import Foundation
        final class \(name)ViewModel: ObservableObject {
          var onOpen: ((String) -> Void)?
          func open() { onOpen?("id") }
        }
        """
    }
    files["App/AppCoordinator.swift"] = """
      import SwiftUI
      enum Route: Hashable { case post(String), author(String), search }
      final class AppCoordinator: ObservableObject {
        @Published var path = NavigationPath()
        func makeFeed() -> FeedView {
          let model = FeedViewModel()
          model.onOpen = { [weak self] id in self?.path.append(Route.post(id)) }
          return FeedView(viewModel: model)
        }
        func view(for route: Route) -> some View {
          switch route {
          case .post: return AnyView(PostView(viewModel: makePostModel()))
          case .author: return AnyView(AuthorView(viewModel: AuthorViewModel()))
          case .search: return AnyView(SearchView(viewModel: SearchViewModel()))
          }
        }
        private func makePostModel() -> PostViewModel {
          let model = PostViewModel()
          model.onOpen = { [weak self] id in self?.path.append(Route.author(id)) }
          return model
        }
      }
      struct AppCoordinatorView: View {
        @StateObject var coordinator = AppCoordinator()
        var body: some View {
          NavigationStack(path: $coordinator.path) {
            coordinator.makeFeed().navigationDestination(for: Route.self) { coordinator.view(for: $0) }
          }
        }
      }
      @main struct Reader: App { var body: some Scene { WindowGroup { AppCoordinatorView() } } }
      """
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvmC, "\(detection.evidence)")
    #expect((detection.navigation.centralisedShare ?? 0) >= 0.5, "\(detection.navigation)")
  }

  /// The same screens with no coordinator: the views push the next screen themselves. Sheets and `dismiss`
  /// left out of the census must not make this MVVM-C, nor unsure.
  @Test func viewsThatPushTheNextScreenStayMVVM() throws {
    var files: [String: String] = [:]
    let names = ["Feed", "Post", "Author"]
    for (index, name) in names.enumerated() {
      let next = names[(index + 1) % names.count]
      files["App/\(name)/\(name)View.swift"] = """
        import SwiftUI
        struct \(name)View: View {
          @StateObject var viewModel = \(name)ViewModel()
          @Environment(\\.dismiss) private var dismiss
          var body: some View {
            NavigationLink("Next") { \(next)View() }
            Button("Done") { dismiss() }
          }
        }
        final class \(name)ViewModel: ObservableObject {}
        """
    }
    files["App/Reader.swift"] = """
      import SwiftUI
      @main struct Reader: App { var body: some Scene { WindowGroup { NavigationStack { FeedView() } } } }
      """
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvm, "\(detection.evidence)")
  }

  // MARK: Generic bases

  /// A modular VIPER app whose presenters and view controllers extend generic bases: the interactor is named
  /// only in the base's generic arguments, the presenter only through the base's `presenter: Presenter`.
  @Test func presentersOnAGenericBaseHoldTheirInteractor() throws {
    var files: [String: String] = [
      "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "Shop",
          targets: [
            .target(name: "Core"),
            .target(name: "Catalog", dependencies: ["Core"]),
            .target(name: "Basket", dependencies: ["Core"]),
            .target(name: "Account", dependencies: ["Core"]),
          ])
        """,
      "Sources/Core/Bases.swift": """
        import UIKit
        open class BasePresenter<View, Interactor, Router> {
          public weak var view: AnyObject?
          public let interactor: Interactor
          public let router: Router
          public init(interactor: Interactor, router: Router) {
            self.interactor = interactor
            self.router = router
          }
        }
        open class BaseViewController<Presenter>: UIViewController {
          public var presenter: Presenter!
        }
        """,
    ]
    for name in ["Catalog", "Basket", "Account"] {
      files["Sources/\(name)/\(name)Module.swift"] = """
        import UIKit
        import Core
        protocol \(name)ViewProtocol: AnyObject { func show(_ items: [String]) }
        protocol \(name)InteractorProtocol { func load() -> [String] }
        protocol \(name)RouterProtocol { func close() }
        final class \(name)ViewController: BaseViewController<\(name)Presenter>, \(name)ViewProtocol {
          func show(_ items: [String]) {}
        }
        final class \(name)Presenter: BasePresenter<\(name)ViewProtocol, \(name)InteractorProtocol, \(name)RouterProtocol> {
          func viewDidLoad() { _ = interactor.load() }
        }
        final class \(name)Interactor: \(name)InteractorProtocol { func load() -> [String] { [] } }
        final class \(name)Router: \(name)RouterProtocol {
          weak var viewController: UIViewController?
          func close() { viewController?.navigationController?.popViewController(animated: true) }
        }
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .viper, "\(detection.evidence)")
    #expect(detection.shares.first?.screens == 3)
  }

  // MARK: Small apps

  /// Two VIPER modules and a plain launch screen: the structure both modules share (view, presenter,
  /// interactor, router in each) decides over the one screen that holds nothing.
  @Test func aSmallAppsSharedModuleStructureWeighsIn() throws {
    var files: [String: String] = [:]
    for name in ["Login", "Dashboard"] {
      files["App/Modules/\(name)/View/\(name)ViewController.swift"] = """
        import UIKit
        final class \(name)ViewController: UIViewController {
          var presenter: \(name)PresenterProtocol?
        }
        """
      files["App/Modules/\(name)/Presenter/\(name)Presenter.swift"] = """
        protocol \(name)PresenterProtocol: AnyObject { func viewDidLoad() }
        final class \(name)Presenter: \(name)PresenterProtocol {
          weak var view: \(name)ViewController?
          var interactor: \(name)Interactor?
          var router: \(name)Router?
          func viewDidLoad() {}
        }
        """
      files["App/Modules/\(name)/Interactor/\(name)Interactor.swift"] = "final class \(name)Interactor {}\n"
      files["App/Modules/\(name)/Router/\(name)Router.swift"] = """
        import UIKit
        final class \(name)Router {
          weak var viewController: UIViewController?
          static func createModule() -> UIViewController {
            let view = \(name)ViewController()
            let presenter = \(name)Presenter()
            view.presenter = presenter
            presenter.view = view
            presenter.interactor = \(name)Interactor()
            presenter.router = \(name)Router()
            return view
          }
        }
        """
    }
    files["App/Launch/LaunchViewController.swift"] = StyleDetectionTests.screen("Launch")
    let detection = try Self.score(files).detection
    #expect(detection.style == .viper, "\(detection.evidence)")
  }

  // MARK: Libraries and servers

  @Test func aServerWithControllersIsALibraryToTheStyles() throws {
    let detection = try Self.score([
      "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Todos", targets: [.executableTarget(name: "App")])
        """,
      "Sources/App/entrypoint.swift": """
        import Vapor
        @main enum Entrypoint {
          static func main() async throws { let app = try await Application.make(); try await app.execute() }
        }
        """,
      "Sources/App/Controllers/TodoController.swift": """
        import Vapor
        struct TodoController: RouteCollection {
          func boot(routes: RoutesBuilder) throws { routes.get("todos", use: index) }
          func index(req: Request) async throws -> [String] { [] }
        }
        """,
      "Sources/App/Views/TodoView.swift": """
        import Vapor
        final class TodoView: Content { var title = "" }
        struct TodoPresenter { func present(_ todo: String) -> String { todo } }
        """,
    ]).detection
    #expect(detection.style == .library, "\(detection.evidence)")
  }

  @Test func aNetworkingPackageWithAFewUITypesIsALibrary() throws {
    let detection = try Self.score([
      "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Fetcher", targets: [.target(name: "Fetcher")])
        """,
      "Sources/Fetcher/Client.swift": "public final class Client { public func get() {} }\n",
      "Sources/Fetcher/ActivityIndicatorView.swift": """
        import UIKit
        public final class ActivityIndicatorView: UIView {}
        """,
      "Sources/Fetcher/NetworkActivityPresenter.swift": """
        public final class NetworkActivityPresenter { public let view = ActivityIndicatorView() }
        """,
      "Sources/Fetcher/ImageView.swift": """
        import SwiftUI
        public struct RemoteImage: View { let url: URL; public var body: some View { Text(url.absoluteString) } }
        """,
    ]).detection
    #expect(detection.style == .library, "\(detection.evidence)")
  }

  // MARK: Shared observable objects

  /// Views hold their own view models and, beside them, shared objects (a settings manager, a logger, a
  /// server) that are observable too: those are no view models, even when only one or two features hold them.
  @Test func sharedManagersHeldByViewsAreNoViewModels() throws {
    var files: [String: String] = [
      "App/Shared/SettingsManager.swift": "import SwiftUI\nfinal class SettingsManager: ObservableObject {}\n",
      "App/Shared/Logger.swift": "import SwiftUI\nfinal class EventLogger: ObservableObject {}\n",
      "App/Shared/LocalServer.swift": "import SwiftUI\nfinal class LocalServer: ObservableObject {}\n",
      "App/MainApp.swift": "import SwiftUI\n@main struct MainApp: App { var body: some Scene { WindowGroup { HomeView() } } }\n",
    ]
    // Two screens hold only a shared object: they are plain views, not MVVM screens.
    files["App/About/AboutView.swift"] = """
      import SwiftUI
      struct AboutView: View {
        @EnvironmentObject var settings: SettingsManager
        var body: some View { Text("") }
      }
      """
    files["App/Log/LogView.swift"] = """
      import SwiftUI
      struct LogView: View {
        @ObservedObject var logger: EventLogger
        @ObservedObject var server: LocalServer
        var body: some View { Text("") }
      }
      """
    for name in ["Home", "Library", "Player"] {
      files["App/\(name)/\(name)View.swift"] = """
        import SwiftUI
        struct \(name)View: View {
          @StateObject var viewModel = \(name)ViewModel()
          @EnvironmentObject var settings: SettingsManager
          var body: some View { Text("") }
        }
        final class \(name)ViewModel: ObservableObject {}
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvm, "\(detection.evidence)")
    #expect(detection.screens == 3, "\(detection.evidence)")
    #expect(detection.decidingTypes.allSatisfy { !$0.shows.contains("Manager") && !$0.shows.contains("Server") })
  }

  // MARK: Found on the tune half of the labelled corpus

  /// A sample app in `Examples/` beside a one-file helper is the codebase: the examples hold the screens.
  @Test func examplesThatHoldMostOfTheCodeAreTheCodebase() throws {
    var files: [String: String] = [
      "Sources/Coordinator.swift": """
        import UIKit
        protocol Coordinatable: AnyObject { func start() }
        class Coordinator: Coordinatable { let navigationController = UINavigationController(); func start() {} }
        """,
      "Examples/App/SceneDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {}
        """,
      "Examples/App/AppCoordinator.swift": """
        import UIKit
        final class AppCoordinator: Coordinator {
          override func start() { navigationController.pushViewController(MainViewController(), animated: false) }
          func showDetail() { navigationController.pushViewController(DetailViewController(), animated: true) }
          func showPopup() { navigationController.present(PopupViewController(), animated: true) }
        }
        """,
    ]
    for name in ["Main", "Detail", "Popup"] {
      files["Examples/Modules/\(name)/\(name)ViewController.swift"] = StyleDetectionTests.screen(
        name, holding: "let viewModel = \(name)ViewModel()")
      files["Examples/Modules/\(name)/\(name)ViewModel.swift"] = "final class \(name)ViewModel {}\n"
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvmC, "\(detection.evidence)")
  }

  /// Views that each create their own instance of one view model type (`@StateObject private var login =
  /// LoginViewModel()` in three views) hold a view model; the app-wide managers beside it do not count.
  @Test func aViewModelEachViewCreatesIsNotShared() throws {
    var files: [String: String] = [
      "App/ViewModels/LoginViewModel.swift": "import SwiftUI\nfinal class LoginViewModel: ObservableObject {}\n",
      "App/AppStateManager.swift": "import SwiftUI\nfinal class AppStateManager: ObservableObject {}\n",
      "App/MailApp.swift": "import SwiftUI\n@main struct MailApp: App { var body: some Scene { WindowGroup { LoginView() } } }\n",
    ]
    for name in ["Login", "AccountSettings", "AddAccount"] {
      files["App/Views/\(name)View.swift"] = """
        import SwiftUI
        struct \(name)View: View {
          @StateObject private var viewModel = LoginViewModel()
          @EnvironmentObject var appState: AppStateManager
          var body: some View { Text("") }
        }
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvm, "\(detection.evidence)")
    #expect(detection.screens == 3)
  }

  /// A presenter-named helper that screens of many features hold (a spinner's `ActivityIndicatorPresenter`) is
  /// no screen's presenter: the view models decide.
  @Test func aPresenterHelperManyScreensHoldIsNotTheirPresenter() throws {
    var files: [String: String] = [
      "App/Helpers/ActivityIndicatorPresenter.swift": """
        import UIKit
        final class ActivityIndicatorPresenter { func present(on view: UIView) {} }
        """,
    ]
    for name in ["Rooms", "Members", "Settings", "Search"] {
      files["App/Modules/\(name)/\(name)ViewController.swift"] = StyleDetectionTests.screen(
        name, holding: "private var viewModel: \(name)ViewModelType!\n  private let indicator = ActivityIndicatorPresenter()"
          + "\n  private var errorPresenter: MXKErrorPresentation!")
      files["App/Modules/\(name)/\(name)ViewModel.swift"] = """
        protocol \(name)ViewModelType: AnyObject {}
        final class \(name)ViewModel: \(name)ViewModelType {}
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvm, "\(detection.evidence)")
  }

  /// Xcode's template `ViewController`, left in the project and named by no code, is not a screen.
  @Test func theTemplateViewControllerIsNoScreen() throws {
    var files: [String: String] = ["App/ViewController.swift": StyleDetectionTests.screen("")]
    for name in ["List", "Detail"] {
      files["App/Scenes/\(name)/\(name)ViewController.swift"] = """
        import UIKit
        protocol \(name)DisplayLogic: AnyObject {}
        final class \(name)ViewController: UIViewController, \(name)DisplayLogic {
          var interactor: \(name)BusinessLogic?
        }
        protocol \(name)BusinessLogic {}
        final class \(name)Interactor: \(name)BusinessLogic { var presenter: \(name)Presenter? }
        final class \(name)Presenter { weak var viewController: \(name)DisplayLogic? }
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .vip, "\(detection.evidence)")
    #expect(detection.screens == 2, "\(detection.evidence)")
  }

  /// A VIPER module whose screen needs no interactor (a details page) keeps the module's router: it is VIPER
  /// beside the other VIPER modules, not MVP.
  @Test func aVIPERModuleWithoutAnInteractorIsStillVIPER() throws {
    var files: [String: String] = [:]
    for (name, interactor) in [("Articles", true), ("Details", false)] {
      files["App/Modules/\(name)/\(name)ViewController.swift"] = StyleDetectionTests.screen(
        name, holding: "var presenter: \(name)Presenter?")
      files["App/Modules/\(name)/\(name)Presenter.swift"] = """
        final class \(name)Presenter {
          weak var view: \(name)ViewController?
          var router: \(name)Router?
          \(interactor ? "var interactor: \(name)Interactor?" : "")
        }
        \(interactor ? "final class \(name)Interactor {}" : "")
        """
      files["App/Modules/\(name)/\(name)Router.swift"] = """
        import UIKit
        final class \(name)Router {
          weak var viewController: UIViewController?
          func show() { viewController?.navigationController?.pushViewController(DetailsViewController(), animated: true) }
        }
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .viper, "\(detection.evidence)")
  }

  /// The evidence names the screen's own view model, not the cells' one its data source is generic over.
  @Test func theEvidenceNamesTheScreensOwnViewModel() throws {
    var files: [String: String] = [
      "App/Common/DataSource.swift": "final class TableDataSource<Item> { var items: [Item] = [] }\n"
    ]
    for name in ["CustomLists", "Favorites", "Search"] {
      files["App/\(name)/\(name)ViewController.swift"] = StyleDetectionTests.screen(
        name, holding: "var viewModel: \(name)ViewModelProtocol?\n  private var dataSource: TableDataSource<AListCellViewModel>?")
      files["App/\(name)/\(name)ViewModel.swift"] = """
        protocol \(name)ViewModelProtocol: AnyObject {}
        final class \(name)ViewModel: \(name)ViewModelProtocol {}
        """
    }
    files["App/Common/AListCellViewModel.swift"] = "final class AListCellViewModel {}\n"
    let detection = try Self.score(files).detection
    #expect(detection.decidingTypes.contains { $0.type == "CustomListsViewController" && $0.shows == "holds view model CustomListsViewModel" },
      "\(detection.decidingTypes.map(\.shows))")
  }
}
