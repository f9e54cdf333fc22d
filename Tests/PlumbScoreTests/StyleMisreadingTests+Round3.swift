import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// Misreadings of the third round, seen on the second held-out set (issue 28): a SwiftUI coordinator named just
/// `Coordinator`, an RxFlow flow, Texture view controllers, VIPER whose simple screens skip the interactor, an
/// Xcode template that is all a repository holds.
extension StyleMisreadingTests {
  // MARK: Coordinators the census did not see

  /// A SwiftUI app whose one `@Observable class Coordinator` owns the `NavigationPath` and builds every screen;
  /// the screens read it from the environment and ask it to push. Held by views and observable, it was taken for
  /// a view model, so the app came out MVVM at 1.00.
  @Test func anObservableClassNamedCoordinatorIsTheC() throws {
    var files: [String: String] = [
      "Recipes/Navigation/Coordinator.swift": """
        import SwiftUI
        enum Destination: Hashable { case list, recipe(Int), favourites }
        @Observable class Coordinator {
          var path = NavigationPath()
          func push(_ destination: Destination) { path.append(destination) }
          func pop() { path.removeLast() }
          @ViewBuilder func build(_ destination: Destination) -> some View {
            switch destination {
            case .list: RecipeListView()
            case .recipe(let id): RecipeView(viewModel: RecipeViewModel(id: id))
            case .favourites: FavouritesView()
            }
          }
        }
        """,
      "Recipes/Navigation/CoordinatorView.swift": """
        import SwiftUI
        struct CoordinatorView: View {
          @State private var coordinator = Coordinator()
          var body: some View {
            NavigationStack(path: $coordinator.path) {
              coordinator.build(.list)
                .navigationDestination(for: Destination.self) { coordinator.build($0) }
            }
            .environment(coordinator)
          }
        }
        """,
      "Recipes/RecipesApp.swift": """
        import SwiftUI
        @main struct RecipesApp: App { var body: some Scene { WindowGroup { CoordinatorView() } } }
        """,
    ]
    for (name, next) in [("RecipeList", ".recipe(1)"), ("Recipe", ".favourites"), ("Favourites", ".recipe(2)")] {
      let own = name == "Recipe" ? "var viewModel: RecipeViewModel" : "@State private var viewModel = \(name)ViewModel()"
      files["Recipes/Screens/\(name)View.swift"] = """
        import SwiftUI
        struct \(name)View: View {
          \(own)
          @Environment(Coordinator.self) private var coordinator
          var body: some View {
            List(viewModel.titles, id: \\.self) { title in
              Button(title) { coordinator.push(\(next)) }
            }
            .toolbar { Button("Back") { coordinator.pop() } }
          }
        }
        """
      let initialiser = name == "Recipe" ? "init(id: Int) {}" : ""
      files["Recipes/Screens/\(name)ViewModel.swift"] = """
        import Observation
        @Observable final class \(name)ViewModel {
          var titles: [String] = []
          \(initialiser)
        }
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvmC, "\(detection.evidence)")
    #expect(detection.decidingTypes.contains { $0.type == "Coordinator" && $0.role == .coordinator })
  }

  /// An RxFlow app: `MainFlow: Flow` decides which screen each step shows; the screens are `Stepper`s that emit
  /// steps and hold view models.
  @Test func anRxFlowFlowIsACoordinator() throws {
    var files: [String: String] = [
      "Library/Flows/MainFlow.swift": """
        import RxFlow
        import UIKit
        enum LibraryStep: Step { case shelf, book(String) }
        final class MainFlow: Flow {
          private let navigation = UINavigationController()
          var root: Presentable { navigation }
          func navigate(to step: Step) -> FlowContributors {
            guard let step = step as? LibraryStep else { return .none }
            switch step {
            case .shelf:
              let controller = ShelfViewController(viewModel: ShelfViewModel())
              navigation.setViewControllers([controller], animated: false)
              return .one(flowContributor: .contribute(withNextPresentable: controller, withNextStepper: controller))
            case .book(let id):
              let controller = BookViewController(viewModel: BookViewModel(id: id))
              navigation.pushViewController(controller, animated: true)
              return .one(flowContributor: .contribute(withNextPresentable: controller, withNextStepper: controller))
            }
          }
        }
        """
    ]
    for name in ["Shelf", "Book"] {
      files["Library/Scenes/\(name)/\(name)ViewController.swift"] = """
        import RxFlow
        import RxRelay
        import UIKit
        final class \(name)ViewController: UIViewController, Stepper {
          let steps = PublishRelay<Step>()
          private let viewModel: \(name)ViewModel
          init(viewModel: \(name)ViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { nil }
          func open(_ id: String) { steps.accept(LibraryStep.book(id)) }
        }
        """
      files["Library/Scenes/\(name)/\(name)ViewModel.swift"] = """
        final class \(name)ViewModel {
          var titles: [String] = []
          init(id: String = "") {}
        }
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvmC, "\(detection.evidence)")
    #expect(detection.decidingTypes.contains { $0.type == "MainFlow" && $0.role == .coordinator })
  }

  // MARK: Screens the census did not see

  /// Clean Swift scenes on Texture (AsyncDisplayKit): the controllers are `ASDKViewController`s holding their
  /// interactor, not `UIViewController`s, and were no screens at all (unsure).
  @Test func textureViewControllersHoldingInteractorsAreVIPScenes() throws {
    var files: [String: String] = [:]
    for name in ["Inbox", "Thread", "Compose"] {
      files["Mail/Scenes/\(name)/\(name)Controller.swift"] = """
        import AsyncDisplayKit
        protocol \(name)DisplayLogic: AnyObject { func display(_ title: String) }
        final class \(name)Controller: ASDKViewController<ASDisplayNode>, \(name)DisplayLogic {
          var interactor: \(name)InteractorLogic?
          var router: \(name)RouterLogic?
          func display(_ title: String) {}
        }
        """
      files["Mail/Scenes/\(name)/\(name)Interactor.swift"] = """
        protocol \(name)InteractorLogic: AnyObject { func load() }
        final class \(name)Interactor: \(name)InteractorLogic {
          var presenter: \(name)PresentationLogic?
          func load() { presenter?.present("") }
        }
        """
      files["Mail/Scenes/\(name)/\(name)Presenter.swift"] = """
        protocol \(name)PresentationLogic: AnyObject { func present(_ title: String) }
        final class \(name)Presenter: \(name)PresentationLogic {
          weak var controller: \(name)DisplayLogic?
          func present(_ title: String) { controller?.display(title) }
        }
        """
      files["Mail/Scenes/\(name)/\(name)Router.swift"] = """
        protocol \(name)RouterLogic: AnyObject { func close() }
        final class \(name)Router: \(name)RouterLogic { func close() {} }
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .vip, "\(detection.evidence)")
    #expect(detection.screens == 3, "\(detection.evidence)")
  }
}

extension StyleMisreadingTests {
  // MARK: VIPER whose simple screens skip the interactor

  /// A VIPER app whose list screens fetch through an interactor while its detail, about and welcome screens only
  /// format what they are handed: presenters with no interactor. A coordinator per module is its router (a choice
  /// VIPER authors state), so the presenter-only screens are the app's simple VIPER modules, not MVP-C screens.
  @Test func viperScreensThatSkipTheInteractorStayVIPER() throws {
    var files: [String: String] = [
      "Heroes/App/AppCoordinator.swift": """
        import UIKit
        final class AppCoordinator {
          let navigation = UINavigationController()
          func start() { HeroesCoordinator(navigation: navigation).start() }
        }
        """
    ]
    for (name, interactor) in [("Heroes", true), ("Villains", true), ("HeroDetail", false), ("About", false),
      ("Welcome", false)]
    {
      files["Heroes/Scenes/\(name)/\(name)ViewController.swift"] = """
        import UIKit
        final class \(name)ViewController: UIViewController {
          var presenter: \(name)Presenter!
          override func viewDidLoad() { super.viewDidLoad(); presenter.viewDidLoad() }
        }
        """
      let held = interactor ? "private let interactor: \(name)InteractorProtocol" : "private let title = \"\(name)\""
      let start = interactor ? "interactor.fetch()" : "coordinator?.didAppear()"
      files["Heroes/Scenes/\(name)/\(name)Presenter.swift"] = """
        final class \(name)Presenter {
          weak var coordinator: \(name)Coordinator?
          \(held)
          init(coordinator: \(name)Coordinator?\(interactor ? ", interactor: \(name)InteractorProtocol" : "")) {
            self.coordinator = coordinator
            \(interactor ? "self.interactor = interactor" : "")
          }
          func viewDidLoad() { \(start) }
        }
        """
      if interactor {
        files["Heroes/Scenes/\(name)/\(name)Interactor.swift"] = """
          protocol \(name)InteractorProtocol { func fetch() }
          final class \(name)Interactor: \(name)InteractorProtocol { func fetch() {} }
          """
      }
      files["Heroes/Scenes/\(name)/\(name)Coordinator.swift"] = """
        import UIKit
        final class \(name)Coordinator {
          let navigation: UINavigationController
          init(navigation: UINavigationController) { self.navigation = navigation }
          func start() {
            let controller = \(name)ViewController()
            controller.presenter = \(name)Presenter(coordinator: self\(interactor ? ", interactor: \(name)Interactor()" : ""))
            navigation.pushViewController(controller, animated: true)
          }
          func didAppear() {}
        }
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .viper, "\(detection.evidence)")
    #expect(detection.screens == 5, "\(detection.evidence)")
  }

  /// The other way round: in an MVP app with no router or coordinator per screen, one presenter that happens to
  /// hold an interactor does not make the other screens VIPER.
  @Test func oneInteractorInAnMVPAppIsNoVIPER() throws {
    var files: [String: String] = [:]
    for (name, interactor) in [("Feed", true), ("Post", false), ("Profile", false), ("Settings", false)] {
      files["App/\(name)/\(name)ViewController.swift"] = """
        import UIKit
        final class \(name)ViewController: UIViewController {
          let presenter = \(name)Presenter()
        }
        """
      files["App/\(name)/\(name)Presenter.swift"] = """
        final class \(name)Presenter {
          \(interactor ? "let interactor = \(name)Interactor()" : "var items: [String] = []")
        }
        """
      if interactor { files["App/\(name)/\(name)Interactor.swift"] = "final class \(name)Interactor {}" }
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvp, "\(detection.evidence)")
  }
}

extension StyleMisreadingTests {
  // MARK: A repository that ships a template

  /// The template is what such a repository states its architecture for: scored through it, the two screens with
  /// view models under the coordinator that pushes them are MVVM-C (plumb had nothing to analyse before).
  @Test func aRepositoryOfOneXcodeTemplateIsScoredOnTheTemplatesCode() throws {
    let pipeline = try Pipeline(root: Fixtures.url("XcodeTemplate"))
    let detection = pipeline.score(try pipeline.loadAndScan()).detection
    #expect(detection.style == .mvvmC, "\(detection.evidence)")
    #expect(detection.screens == 2, "\(detection.evidence)")
  }
}

extension StyleMisreadingTests {
  // MARK: A library whose integration tests build apps

  /// A database library whose `Tests/` folder holds the small apps that check it installs (a UIKit app delegate
  /// and Xcode's template controller), as groue/GRDB.swift does. Those apps host tests: they ship no screen, and
  /// the library (whose `RecordsController` only sounds like UI) is a library, not unsure.
  @Test func appsThatHostALibrarysIntegrationTestsAreNoUIApp() throws {
    let files = [
      "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "Records",
          products: [.library(name: "Records", targets: ["Records"])],
          targets: [.target(name: "Records"), .testTarget(name: "RecordsTests", dependencies: ["Records"])]
        )
        """,
      "Sources/Records/Database.swift": """
        public final class Database {
          public init() {}
          public func execute(_ sql: String) throws {}
        }
        """,
      "Sources/Records/RecordsController.swift": """
        public final class RecordsController<Record> {
          public let database: Database
          public init(database: Database) { self.database = database }
          public func fetch() -> [Record] { [] }
        }
        """,
      "Tests/RecordsTests/DatabaseTests.swift": """
        import Records
        import XCTest
        final class DatabaseTests: XCTestCase { func testExecute() throws { try Database().execute("") } }
        """,
      "Tests/Install/HostApp/AppDelegate.swift": """
        import Records
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
        }
        """,
      "Tests/Install/HostApp/ViewController.swift": """
        import Records
        import UIKit
        final class ViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); try? Database().execute("SELECT 1") }
        }
        """,
    ]
    let detection = try Self.score(files).detection
    #expect(detection.style == .library, "\(detection.evidence)")
  }
}
