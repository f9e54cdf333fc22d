import Foundation
import PlumbKit
import PlumbModel
import Testing

/// Misreadings of the second round on the labelled corpus (issue 28): Clean layers beneath a screen pattern, a
/// library that ships a view, a router that screens create around themselves.
extension StyleMisreadingTests {
  // MARK: Clean layers beneath a screen pattern

  /// Three SwiftUI screens with view models, the way "MVVM + Clean" apps lay out their features.
  static func mvvmScreens(useCase: (String) -> String) -> [String: String] {
    var files: [String: String] = [
      "App/ContactsApp.swift": """
        import SwiftUI
        @main struct ContactsApp: App { var body: some Scene { WindowGroup { ListView() } } }
        """
    ]
    for name in ["List", "Edit", "Create"] {
      files["App/Presentation/\(name)/\(name)View.swift"] = """
        import SwiftUI
        struct \(name)View: View {
          @StateObject var viewModel = \(name)ViewModel()
          var body: some View { Text("") }
        }
        """
      files["App/Presentation/\(name)/\(name)ViewModel.swift"] = """
        import SwiftUI
        final class \(name)ViewModel: ObservableObject {
          let useCase = \(useCase(name))
          @Published var names: [String] = []
        }
        """
    }
    return files
  }

  /// A codebase that states Clean Architecture and writes its screens in MVVM: use cases in `Domain/UseCases/`
  /// call a repository in `Data/`. plumb answers MVVM with Clean layers, and says where it found them.
  @Test func useCasesOverARepositoryApartFromTheScreensAreCleanLayers() throws {
    var files = Self.mvvmScreens { "\($0)ContactUseCase(repository: ContactRepository())" }
    for name in ["List", "Edit", "Create"] {
      files["App/Domain/UseCases/\(name)ContactUseCase.swift"] = """
        final class \(name)ContactUseCase {
          let repository: ContactRepositoryProtocol
          init(repository: ContactRepositoryProtocol) { self.repository = repository }
          func execute() -> [String] { repository.all() }
        }
        """
    }
    files["App/Domain/Repositories/ContactRepositoryProtocol.swift"] = """
      protocol ContactRepositoryProtocol { func all() -> [String] }
      """
    files["App/Data/ContactRepository.swift"] = """
      final class ContactRepository: ContactRepositoryProtocol { func all() -> [String] { [] } }
      """
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvm, "\(detection.evidence)")
    #expect(detection.cleanLayers, "\(detection.evidence)")
    #expect(detection.evidence.contains { $0.hasPrefix("Clean layers:") && $0.contains("calls a repository") })
  }

  /// Helpers named `...UseCase` that each screen keeps beside its view model, calling no repository and laid out in
  /// no layer of their own, are no Clean layers: a codebase stating Clean with these must not agree.
  @Test func useCasesInTheScreensFoldersCallingNoRepositoryAreNoCleanLayers() throws {
    var files = Self.mvvmScreens { "\($0)UseCase()" }
    for name in ["List", "Edit", "Create"] {
      files["App/Presentation/\(name)/\(name)UseCase.swift"] = """
        final class \(name)UseCase { func execute() -> [String] { [] } }
        """
    }
    files["App/Presentation/List/ContactsRepository.swift"] = "final class ContactsRepository {}\n"
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvm, "\(detection.evidence)")
    #expect(!detection.cleanLayers, "\(detection.evidence)")
  }

  /// A Clean Swift (VIP) app whose scenes' workers sit in a framework of their own: the interactors are the use
  /// cases, over a data layer apart. The same scenes with their workers beside them have no Clean layers.
  @Test func vipScenesOverWorkersInAFrameworkHaveCleanLayers() throws {
    func scenes(workerFolder: (String) -> String) -> [String: String] {
      var files: [String: String] = [:]
      for name in ["ListProducts", "ShowProduct", "ShowProfile"] {
        files["Shop/Scenes/\(name)/\(name)ViewController.swift"] = """
          import UIKit
          protocol \(name)DisplayLogic: AnyObject { func display() }
          final class \(name)ViewController: UIViewController, \(name)DisplayLogic {
            var interactor: \(name)BusinessLogic?
            func display() {}
          }
          """
        files["Shop/Scenes/\(name)/\(name)Interactor.swift"] = """
          protocol \(name)BusinessLogic { func load() }
          final class \(name)Interactor: \(name)BusinessLogic {
            var presenter: \(name)PresentationLogic?
            let worker = \(name)Worker()
            func load() { presenter?.present() }
          }
          protocol \(name)PresentationLogic { func present() }
          final class \(name)Presenter: \(name)PresentationLogic {
            weak var viewController: \(name)DisplayLogic?
            func present() { viewController?.display() }
          }
          """
        files["\(workerFolder(name))/\(name)Worker.swift"] = "public final class \(name)Worker { public init() {} }\n"
      }
      return files
    }
    let apart = try Self.score(scenes { _ in "Core/Sources/Workers" }).detection
    #expect(apart.style == .vip, "\(apart.evidence)")
    #expect(apart.cleanLayers, "\(apart.evidence)")
    let beside = try Self.score(scenes { "Shop/Scenes/\($0)" }).detection
    #expect(beside.style == .vip, "\(beside.evidence)")
    #expect(!beside.cleanLayers, "\(beside.evidence)")
  }

  // MARK: A library that ships a view

  /// A package with library targets only whose one SwiftUI view owns an observable loader (an image view) is a
  /// library that ships a view, not an MVVM app.
  @Test func aPackageWithNoAppAndOneViewHoldingALoaderIsALibrary() throws {
    var files: [String: String] = [
      "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Picture", products: [.library(name: "Picture", targets: ["Picture"])],
          targets: [.target(name: "Picture")])
        """,
      "Sources/Picture/Cache.swift": "public final class ImageCache { public static let shared = ImageCache() }\n",
      "Sources/Picture/Downloader.swift": "public final class Downloader { public func fetch(_ url: URL) {} }\n",
      "Sources/Picture/SwiftUI/ImageBinder.swift": """
        import SwiftUI
        final class ImageBinder: ObservableObject { @Published var image: Data? }
        """,
      "Sources/Picture/SwiftUI/PictureRenderer.swift": """
        import SwiftUI
        struct PictureRenderer<Placeholder: View>: View {
          @StateObject var binder = ImageBinder()
          let placeholder: Placeholder
          var body: some View { placeholder }
        }
        """,
    ]
    let library = try Self.score(files).detection
    #expect(library.style == .library, "\(library.evidence)")
    // The same view in an app (an entry point beside it) is a screen of that app.
    files["Sources/Picture/PictureApp.swift"] = """
      import SwiftUI
      @main struct PictureApp: App { var body: some Scene { WindowGroup { PictureRenderer(placeholder: Text("")) } } }
      """
    let app = try Self.score(files).detection
    #expect(app.style != .library, "\(app.evidence)")
  }

  // MARK: A router the screens create around themselves

  /// MVP screens whose base controller wraps itself in a `Router` to open the screen its presenter names: the
  /// router executes what the screen chose and reaches no screen itself, so the navigation is the screens' (MVP).
  @Test func aRouterOnlyScreensCreateIsTheScreensNavigation() throws {
    var files: [String: String] = [
      "App/Routing/Router.swift": """
        import UIKit
        enum Screen: String {
          case list, detail, settings
          var name: String { rawValue }
        }
        final class Router {
          let current: UIViewController
          init(viewController: UIViewController) { current = viewController }
          func open(_ screen: Screen) {
            let next = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: screen.name)
            current.navigationController?.pushViewController(next, animated: true)
          }
          func openModally(_ screen: Screen) {
            let next = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: screen.name)
            current.present(next, animated: true)
          }
          func back() { current.navigationController?.popViewController(animated: true) }
        }
        """,
      "App/Base/BaseVC.swift": """
        import UIKit
        class BaseVC<P>: UIViewController {
          var presenter: P?
          func open(_ screen: Screen) { Router(viewController: self).open(screen) }
          func openModally(_ screen: Screen) { Router(viewController: self).openModally(screen) }
          func back() { Router(viewController: self).back() }
        }
        """,
    ]
    for name in ["List", "Detail", "Settings"] {
      files["App/Scenes/\(name)/\(name)VC.swift"] = """
        import UIKit
        final class \(name)VC: BaseVC<\(name)Presenter> {}
        """
      files["App/Scenes/\(name)/\(name)Presenter.swift"] = """
        final class \(name)Presenter {
          weak var view: \(name)VC?
          func selected() { view?.open(.detail) }
        }
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvp, "\(detection.evidence)")
    #expect(detection.decidingTypes.contains { $0.type == "Router" && $0.shows.contains("only screens create it") })
  }

  // MARK: Screens misread by their declaration

  /// Each controller hands its screen to a root view on the app's own `UIView` base (`class HomeRootView:
  /// NiblessView`), and coordinators push the next screen. The root views are UIKit views, parts of their
  /// controllers' screens: they are no screens, and a controller making its root view is no navigation.
  @Test func rootViewsOnTheAppsOwnUIViewBaseAreNoScreens() throws {
    var files: [String: String] = [
      "App/UI/NiblessView.swift": """
        import UIKit
        open class NiblessView: UIView {
          public override init(frame: CGRect) { super.init(frame: frame) }
          required public init?(coder: NSCoder) { fatalError() }
        }
        """
    ]
    let names = ["Home", "Search", "Detail"]
    for (index, name) in names.enumerated() {
      let next = names[(index + 1) % names.count]
      files["App/\(name)/\(name)ViewController.swift"] = """
        import UIKit
        final class \(name)ViewController: UIViewController {
          let viewModel: \(name)ViewModel
          init(viewModel: \(name)ViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
          required init?(coder: NSCoder) { fatalError() }
          override func loadView() { view = \(name)RootView(viewModel: viewModel) }
        }
        final class \(name)RootView: NiblessView {
          let viewModel: \(name)ViewModel
          init(viewModel: \(name)ViewModel) { self.viewModel = viewModel; super.init(frame: .zero) }
          required init?(coder: NSCoder) { fatalError() }
        }
        final class \(name)ViewModel {
          weak var coordinator: \(name)Coordinator?
          func select() { coordinator?.showNext() }
        }
        """
      files["App/\(name)/\(name)Coordinator.swift"] = """
        import UIKit
        final class \(name)Coordinator {
          let navigation: UINavigationController
          init(navigation: UINavigationController) { self.navigation = navigation }
          func start() {
            let viewModel = \(name)ViewModel()
            viewModel.coordinator = self
            navigation.pushViewController(\(name)ViewController(viewModel: viewModel), animated: true)
          }
          func showNext() { \(next)Coordinator(navigation: navigation).start() }
        }
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvmC, "\(detection.evidence)")
    #expect(detection.screens == 3, "\(detection.evidence)")
    #expect(detection.navigation.scattered == 0, "\(detection.evidence)")
  }

  /// Clean Swift scenes whose controllers are declared in a namespace (`extension VC { class ... }`, with
  /// `typealias VC = ViewController` and an empty `ViewController` class): they are screens, not helpers nested
  /// in another controller.
  @Test func controllersDeclaredInANamespaceAreScreens() throws {
    var files: [String: String] = [
      "App/Base/Namespaces.swift": """
        public typealias VC = ViewController
        public class ViewController { private init() {} }
        """,
      // SwiftGen's storyboard scenes: enums named like the controllers, no screens.
      "App/Generated/Storyboards.swift": """
        enum StoryboardScene {
          enum LoginViewController { static let storyboardName = "Login" }
          enum MapViewController { static let storyboardName = "Map" }
        }
        """,
    ]
    for name in ["Login", "Map", "Debug"] {
      files["App/Scenes/\(name)/VC.\(name)ViewController.swift"] = """
        import UIKit
        protocol \(name)BusinessLogic { func load() }
        extension VC {
          final class \(name)ViewController: UIViewController {
            private var interactor: \(name)BusinessLogic?
          }
        }
        final class \(name)Interactor: \(name)BusinessLogic { func load() {} }
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .vip, "\(detection.evidence)")
    #expect(detection.screens == 3, "\(detection.evidence)")
  }

  // MARK: Routers without coordinators

  /// Each screen's view model holds a `...Navigator` that pushes the next screen (the RxSwift Clean samples'
  /// habit): the code is MVVM-C in all but name, and its authors call it MVVM as often as MVVM-C, so the answer is
  /// MVVM-C at 0.75 at most, with a coordinator it would be sure.
  @Test func navigatorsWithoutACoordinatorMakeALeaningC() throws {
    func app(navigatorWord: String) -> [String: String] {
      var files: [String: String] = [:]
      let names = ["Signin", "Signup", "Profile"]
      for (index, name) in names.enumerated() {
        let next = names[(index + 1) % names.count]
        files["App/\(name)/\(name)ViewController.swift"] = """
          import UIKit
          final class \(name)ViewController: UIViewController { var viewModel: \(name)ViewModel! }
          final class \(name)ViewModel {
            let navigator: \(name)\(navigatorWord)
            init(navigator: \(name)\(navigatorWord)) { self.navigator = navigator }
            func done() { navigator.toNext() }
          }
          """
        files["App/\(name)/\(name)\(navigatorWord).swift"] = """
          import UIKit
          final class \(name)\(navigatorWord) {
            let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            func toScreen() {
              let controller = \(name)ViewController()
              controller.viewModel = \(name)ViewModel(navigator: self)
              navigation.pushViewController(controller, animated: true)
            }
            func toNext() { \(next)\(navigatorWord)(navigation: navigation).toScreen() }
          }
          """
      }
      return files
    }
    let navigators = try Self.score(app(navigatorWord: "Navigator")).detection
    #expect(navigators.style == .mvvmC, "\(navigators.evidence)")
    #expect(navigators.confidence <= 0.75, "\(navigators.evidence)")
    let coordinators = try Self.score(app(navigatorWord: "Coordinator")).detection
    #expect(coordinators.style == .mvvmC, "\(coordinators.evidence)")
    #expect(coordinators.confidence > 0.8, "\(coordinators.evidence)")
  }
}
