import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// Misreadings of the seventh round, seen on the sixth held-out set (issue 28): MVVM-C over a Swift package per
/// feature taken for Build-block Architecture, a coordinator that owns a `NavigationStack` path given little of the
/// navigation it does, and placeholder controllers that hold nothing voting MVC.
extension StyleMisreadingTests {
  // MARK: Build-block Architecture is one library of feature modules

  /// A photo app with two feature screens (a list and a detail, each a view controller holding its view model) and
  /// an `AppCoordinator` in the app that pushes them; the features depend on a shared client, not on each other.
  /// `perFeature` lays each feature out as a Swift package of its own (`BreedsFeature/Package.swift`); otherwise
  /// both features are targets of one `Modules` package, the thesis's library of modules.
  static func photoFeatures(perFeature: Bool) -> [String: String] {
    var files: [String: String] = [:]
    let features = ["Breeds", "Photos"]
    for name in features {
      let folder = perFeature ? "\(name)Feature/Sources/\(name)Feature" : "Modules/Sources/\(name)Feature"
      files["\(folder)/\(name)ViewController.swift"] = """
        import Client
        import UIKit
        public final class \(name)ViewController: UIViewController {
          public var viewModel: \(name)ViewModel!
          public var onSelect: ((Int) -> Void)?
          public override func viewDidLoad() { super.viewDidLoad(); viewModel.load() }
          func didSelect(row: Int) { onSelect?(row) }
        }
        """
      files["\(folder)/\(name)ViewModel.swift"] = """
        import Client
        public final class \(name)ViewModel {
          public private(set) var titles: [String] = []
          let client: PhotoClient
          public init(client: PhotoClient) { self.client = client }
          func load() { titles = client.titles(of: "\(name)") }
        }
        """
      if perFeature {
        files["\(name)Feature/Package.swift"] = """
          // swift-tools-version:5.9
          import PackageDescription
          let package = Package(
            name: "\(name)Feature",
            platforms: [.iOS(.v15)],
            products: [.library(name: "\(name)Feature", targets: ["\(name)Feature"])],
            dependencies: [.package(path: "../Client")],
            targets: [
              .target(name: "\(name)Feature", dependencies: [.product(name: "Client", package: "Client")]),
              .testTarget(name: "\(name)FeatureTests", dependencies: ["\(name)Feature"]),
            ])
          """
        files["\(name)Feature/Tests/\(name)FeatureTests/\(name)ViewModelTests.swift"] = """
          import XCTest
          @testable import \(name)Feature
          final class \(name)ViewModelTests: XCTestCase { func testStartsEmpty() {} }
          """
      }
    }
    files["Client/Package.swift"] = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Client",
        products: [.library(name: "Client", targets: ["Client"])],
        targets: [.target(name: "Client")])
      """
    files["Client/Sources/Client/PhotoClient.swift"] = """
      public protocol PhotoClient { func titles(of breed: String) -> [String] }
      public struct LivePhotoClient: PhotoClient {
        public init() {}
        public func titles(of breed: String) -> [String] { [breed] }
      }
      """
    if !perFeature {
      files["Modules/Package.swift"] = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "Modules",
          platforms: [.iOS(.v15)],
          products: [
            .library(name: "BreedsFeature", targets: ["BreedsFeature"]),
            .library(name: "PhotosFeature", targets: ["PhotosFeature"]),
          ],
          dependencies: [.package(path: "../Client")],
          targets: [
            .target(name: "BreedsFeature", dependencies: [.product(name: "Client", package: "Client")]),
            .target(name: "PhotosFeature", dependencies: [.product(name: "Client", package: "Client")]),
          ])
        """
    }
    let packages = perFeature ? ["BreedsFeature", "PhotosFeature", "Client"] : ["Modules", "Client"]
    files["Package.swift"] = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "PhotoApp",
        platforms: [.iOS(.v15)],
        dependencies: [\(packages.map { ".package(path: \"\($0)\")" }.joined(separator: ", "))],
        targets: [
          .executableTarget(
            name: "PhotoApp",
            dependencies: [
              .product(name: "BreedsFeature", package: "\(perFeature ? "BreedsFeature" : "Modules")"),
              .product(name: "PhotosFeature", package: "\(perFeature ? "PhotosFeature" : "Modules")"),
              .product(name: "Client", package: "Client"),
            ],
            path: "PhotoApp"),
        ])
      """
    files["PhotoApp/AppCoordinator.swift"] = """
      import BreedsFeature
      import Client
      import PhotosFeature
      import UIKit
      final class AppCoordinator {
        let navigationController: UINavigationController
        let client: PhotoClient = LivePhotoClient()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let controller = BreedsViewController()
          controller.viewModel = BreedsViewModel(client: client)
          controller.onSelect = { [weak self] row in self?.showPhotos(row) }
          navigationController.pushViewController(controller, animated: false)
        }
        func showPhotos(_ row: Int) {
          let controller = PhotosViewController()
          controller.viewModel = PhotosViewModel(client: client)
          navigationController.pushViewController(controller, animated: true)
        }
      }
      """
    files["PhotoApp/AppDelegate.swift"] = Self.coordinatorAppDelegate
    return files
  }

  /// AhmedMenaim/Modular-MoviesList-SwiftUI-MVVM and DavidKmn/doggy-explorer, both stated MVVM-C, came out BbA: the
  /// coordinators in the app over independent feature modules are BbA's shape, but each feature is a Swift package
  /// of its own, where the thesis's features are the targets of one library of modules (its `Modules` package
  /// beside `Core`). A package per feature is MVVM-C over feature packages.
  @Test func aPackagePerFeatureUnderAppCoordinatorsIsMVVMCNotBbA() throws {
    let detection = try Self.score(Self.photoFeatures(perFeature: true)).detection
    #expect(detection.style == .mvvmC, "\(detection.evidence)")
    #expect(detection.structure == .modularSPM)
    #expect(detection.evidence.contains { $0.contains("each a Swift package of its own") })
  }

  /// The other way: the same features as targets of one `Modules` package stay Build-block Architecture.
  @Test func featuresAsTargetsOfOneLibraryStayBbA() throws {
    let detection = try Self.score(Self.photoFeatures(perFeature: false)).detection
    #expect(detection.style == .bba, "\(detection.evidence)")
  }
}

extension StyleMisreadingTests {
  // MARK: Controllers that hold nothing of their own

  /// A shop app with three screens that hold their view models (sign-in, catalogue, basket), each pushed by an
  /// `AppCoordinator`, and `placeholders` tab controllers that hold nothing: a `viewDidLoad` that paints the
  /// background, or a welcome page whose button calls its coordinator. `dataInPlaceholders` gives each placeholder a
  /// model it lists instead.
  static func shopWithPlaceholders(_ placeholders: Int, dataInPlaceholders: Bool = false) -> [String: String] {
    var files: [String: String] = [:]
    for name in ["SignIn", "Catalogue", "Basket"] {
      files["Shop/\(name)/\(name)ViewController.swift"] = """
        import UIKit
        final class \(name)ViewController: UIViewController {
          var viewModel: \(name)ViewModel!
          override func viewDidLoad() { super.viewDidLoad(); viewModel.load() }
        }
        """
      files["Shop/\(name)/\(name)ViewModel.swift"] = """
        final class \(name)ViewModel {
          weak var coordinator: AppCoordinator?
          private(set) var items: [Product] = []
          func load() { items = [Product(name: "\(name)")] }
          func next() { coordinator?.showNext(after: "\(name)") }
        }
        """
    }
    files["Shop/Product.swift"] = "struct Product { var name: String }\n"
    var placeholderNames: [String] = []
    for index in 0..<placeholders {
      let name = ["Favourites", "Messages", "Profile", "Welcome", "Help"][index]
      placeholderNames.append(name)
      let body = dataInPlaceholders
        ? """
          private var products: [Product] = []
            override func viewDidLoad() { super.viewDidLoad(); products = [Product(name: "\(name)")] }
          """
        : index % 2 == 0
          ? "override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .white }"
          : """
          weak var coordinator: AppCoordinator?
            private let startButton = UIButton(type: .system)
            override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(startButton)
              startButton.addTarget(self, action: #selector(start), for: .touchUpInside)
            }
            @objc private func start() { coordinator?.showNext(after: "\(name)") }
          """
      files["Shop/Tabs/\(name)ViewController.swift"] = """
        import UIKit
        final class \(name)ViewController: UIViewController {
          \(body)
        }
        """
    }
    let tabs = placeholderNames.map { "\($0)ViewController()" }.joined(separator: ", ")
    files["Shop/AppCoordinator.swift"] = """
      import UIKit
      final class AppCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { show(SignInViewController(), SignInViewModel()) }
        func showNext(after name: String) {
          switch name {
          case "SignIn": show(CatalogueViewController(), CatalogueViewModel())
          case "Catalogue": show(BasketViewController(), BasketViewModel())
          default: showTabs()
          }
        }
        private func show(_ controller: UIViewController, _ model: AnyObject) {
          navigationController.pushViewController(controller, animated: true)
        }
        func showTabs() {
          let tabs = UITabBarController()
          tabs.viewControllers = [\(tabs)]
          navigationController.present(tabs, animated: true)
        }
      }
      """
    files["Shop/AppDelegate.swift"] = Self.coordinatorAppDelegate
    return files
  }

  /// Siargio/TaskMVVM-C and nasneyland/dogDiary_iOS_MVVM, both stated MVVM-C, came out unsure leaning MVC: "5 of 7
  /// screens hold no view model". Opened, those controllers hold nothing: three tabs whose `viewDidLoad` paints the
  /// background, welcome and home pages whose buttons call their coordinator, a pop-up of two labels. They have no
  /// model for a view model to hold, and do none of MVC's controller work either: they vote for no pattern beside
  /// the screens that hold their logic.
  @Test func controllersThatHoldNothingVoteForNoPattern() throws {
    let detection = try Self.score(Self.shopWithPlaceholders(4)).detection
    #expect(detection.style == .mvvmC, "\(detection.evidence)")
    #expect(detection.evidence.contains { $0.contains("4 more hold nothing of their own") })
  }

  /// The other way: controllers that hold or fill in data of their own are MVC screens and vote (mixed, leaning
  /// MVC); and an app whose every controller holds nothing keeps them as its screens (MVC).
  @Test func controllersWithDataOfTheirOwnStillVote() throws {
    let withData = try Self.score(Self.shopWithPlaceholders(4, dataInPlaceholders: true)).detection
    #expect(withData.style != .mvvmC, "\(withData.evidence)")
    #expect(withData.shares.first { $0.style == .mvc }?.screens == 4)
    var placeholdersOnly = Self.shopWithPlaceholders(3)
    for name in ["SignIn", "Catalogue", "Basket"] {
      placeholdersOnly["Shop/\(name)/\(name)ViewController.swift"] = """
        import UIKit
        final class \(name)ViewController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .white }
        }
        """
      placeholdersOnly["Shop/\(name)/\(name)ViewModel.swift"] = nil
    }
    let empty = try Self.score(placeholdersOnly).detection
    #expect(empty.shares.first?.style == .mvc, "\(empty.evidence)")
  }
}

extension StyleMisreadingTests {
  // MARK: A coordinator that owns a NavigationStack path

  /// A SwiftUI card app: an `@Observable` `Coordinator` owns a `NavigationPath` and makes the detail view for each
  /// destination; the app's entry point holds it and draws its path (`NavigationStack(path:)` with a
  /// `navigationDestination` that asks it for the view). The list's view model holds the coordinator (through a
  /// protocol) and pushes the detail's view model onto it; the list's cells show those view models. With
  /// `coordinated` false, the list pushes the detail itself with a `NavigationLink` and no coordinator exists.
  static func cardStack(coordinated: Bool) -> [String: String] {
    var files: [String: String] = [:]
    files["Cards/Detail/CardDetailViewModel.swift"] = """
      import Observation
      @Observable final class CardDetailViewModel: Hashable {
        let id: Int
        var title = ""
        init(id: Int) { self.id = id }
        static func == (lhs: CardDetailViewModel, rhs: CardDetailViewModel) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
      }
      """
    files["Cards/Detail/CardDetailView.swift"] = """
      import SwiftUI
      struct CardDetailView: View {
        @State var viewModel: CardDetailViewModel
        var body: some View { Text(viewModel.title) }
      }
      """
    files["Cards/List/CardCellView.swift"] = """
      import SwiftUI
      struct CardCellView: View {
        let viewModel: CardDetailViewModel
        var body: some View { Text(viewModel.title) }
      }
      """
    files["Cards/List/CardListViewModel.swift"] = """
      import Observation
      @Observable final class CardListViewModel {
        var cards: [CardDetailViewModel] = (1...3).map { CardDetailViewModel(id: $0) }
        \(coordinated ? Self.cardRouting : "")
        func select(_ card: CardDetailViewModel) {
          \(coordinated ? "coordinator.push(destination: .detail(card))" : "card.title = \"\"")
        }
      }
      """
    files["Cards/List/CardListView.swift"] = """
      import SwiftUI
      struct CardListView: View {
        @State var viewModel: CardListViewModel
        var body: some View {
          List(viewModel.cards, id: \\.id) { card in
            \(coordinated
              ? "CardCellView(viewModel: card).onTapGesture { viewModel.select(card) }"
              : "NavigationLink(destination: CardDetailView(viewModel: card)) { CardCellView(viewModel: card) }")
          }
        }
      }
      """
    if coordinated {
      files["Cards/Coordinator/Coordinator.swift"] = """
        import SwiftUI
        enum CardDestination: Hashable { case detail(CardDetailViewModel) }
        protocol CardRouting { func push(destination: CardDestination); func pop() }
        @Observable final class Coordinator: CardRouting {
          var path = NavigationPath()
          func push(destination: CardDestination) { path.append(destination) }
          func pop() { if !path.isEmpty { path.removeLast() } }
          @ViewBuilder func view(for destination: CardDestination) -> some View {
            switch destination {
            case .detail(let viewModel): CardDetailView(viewModel: viewModel)
            }
          }
        }
        """
      files["Cards/CardsApp.swift"] = """
        import SwiftUI
        @main struct CardsApp: App {
          @State private var coordinator = Coordinator()
          var body: some Scene {
            WindowGroup {
              NavigationStack(path: $coordinator.path) {
                CardListView(viewModel: CardListViewModel(coordinator: coordinator))
                  .navigationDestination(for: CardDestination.self) { coordinator.view(for: $0) }
              }
            }
          }
        }
        """
    } else {
      files["Cards/CardsApp.swift"] = """
        import SwiftUI
        @main struct CardsApp: App {
          var body: some Scene {
            WindowGroup { NavigationStack { CardListView(viewModel: CardListViewModel()) } }
          }
        }
        """
    }
    return files
  }

  static let cardRouting = """
    private let coordinator: CardRouting
      init(coordinator: CardRouting) { self.coordinator = coordinator }
    """

  /// DeokHo98/SwiftUI-MVVM-C-Examples-PokedexApp, stated MVVM-C, came out MVVM: "2 of 5 navigations in
  /// coordinators". Its `Coordinator` owns the `NavigationPath`, the app's entry point draws it, and the list's view
  /// model calls `coordinator.push(destination:)`; but the entry point was not counted, the view model's push of the
  /// detail's view model counted as the screen navigating, and so did the cell that shows that view model.
  @Test func aCoordinatorOwningTheNavigationStackPathIsTheC() throws {
    let detection = try Self.score(Self.cardStack(coordinated: true)).detection
    #expect(detection.style == .mvvmC, "\(detection.evidence)")
    #expect(detection.navigation.scattered == 0, "\(detection.evidence)")
  }

  /// The other way: the list pushing the detail itself with a `NavigationLink`, and no coordinator, is MVVM.
  @Test func aListThatPushesItsDetailItselfStaysMVVM() throws {
    let detection = try Self.score(Self.cardStack(coordinated: false)).detection
    #expect(detection.style == .mvvm, "\(detection.evidence)")
    #expect(detection.navigation.scattered > 0, "\(detection.evidence)")
  }
}

extension StyleMisreadingTests {
  // MARK: An app whose screens are in what it installs

  /// iOSModularization/AHFM, stated modular (ten business components), came out library 0.60: the app's own code is
  /// one `AppDelegate` that asks a service router for the first screen, and every screen is in pods its Podfile
  /// installs from the authors' spec repository, which plumb does not read. An app that imports UIKit is no
  /// library; with no screen in its own code, plumb does not know its architecture, and says so.
  @Test func anAppWhoseScreensAreInItsPodsIsUnsureNotALibrary() throws {
    let app: [String: String] = [
      "project.yml": """
        name: Radio
        targets:
          Radio:
            type: application
            platform: iOS
            sources: [Radio]
        """,
      "Radio/AppDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(
            _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            guard let first = ServiceRouter.screen(named: "main") else { return false }
            window = UIWindow()
            window?.rootViewController = UINavigationController(rootViewController: first)
            return true
          }
        }
        """,
      "Radio/ServiceRouter.swift": """
        import UIKit
        enum ServiceRouter {
          static var factories: [String: () -> UIViewController] = [:]
          static func screen(named name: String) -> UIViewController? { factories[name]?() }
        }
        """,
    ]
    let detection = try Self.score(app).detection
    #expect(detection.style == .unsure, "\(detection.evidence)")
    #expect(detection.evidence.contains { $0.contains("its screens are in the dependencies it installs") })

    // The other way: the router as a package with no app, its screens' library, is a library.
    var package = app
    package["project.yml"] = nil
    package["Radio/AppDelegate.swift"] = nil
    package["Package.swift"] = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Radio", targets: [.target(name: "Radio", path: "Radio")])
      """
    #expect(try Self.score(package).detection.style == .library)
  }
}

extension StyleMisreadingTests {
  /// An app delegate that starts the app's `AppCoordinator` on a navigation controller: the entry of the UIKit
  /// codebases above.
  static let coordinatorAppDelegate = """
    import UIKit
    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      var coordinator: AppCoordinator?
      func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        let navigation = UINavigationController()
        coordinator = AppCoordinator(navigationController: navigation)
        coordinator?.start()
        window = UIWindow()
        window?.rootViewController = navigation
        return true
      }
    }
    """
}
