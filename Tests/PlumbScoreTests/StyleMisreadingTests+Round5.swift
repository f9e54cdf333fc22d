import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// Misreadings of the fifth round, seen on the fourth held-out set (issue 28): hosting controllers counted as MVC
/// screens beside the SwiftUI views they host, a presenter that calls its interactor through static methods, a
/// wireframe that only builds its module taken for a router, and Clean layers laid out in folders around one use
/// case.
extension StyleMisreadingTests {
  // MARK: Hosting controllers

  /// A cat gallery in SwiftUI views that hold their view models, each put on screen by a thin controller on the
  /// app's own `UIHostingController` subclass; a coordinator pushes the controllers.
  static func hostedGallery() -> [String: String] {
    var files: [String: String] = [
      "Cats/Theme/ThemedHostingController.swift": """
        import SwiftUI
        class ThemedHostingController<Content: View>: UIHostingController<Content> {
          override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .systemBackground }
        }
        """,
      "Cats/Coordinator/GalleryCoordinator.swift": """
        import UIKit
        final class GalleryCoordinator {
          let navigationController: UINavigationController
          init(navigationController: UINavigationController) { self.navigationController = navigationController }
          func start() {
            let model = BreedsViewModel(onSelect: { [weak self] in self?.showPhotos() })
            navigationController.pushViewController(BreedsHostController(rootView: BreedsView(viewModel: model)), animated: false)
          }
          func showPhotos() {
            let model = PhotosViewModel(onSelect: { [weak self] in self?.showFavourites() })
            navigationController.pushViewController(PhotosHostController(rootView: PhotosView(viewModel: model)), animated: true)
          }
          func showFavourites() {
            let model = FavouritesViewModel(onSelect: {})
            navigationController.pushViewController(FavouritesHostController(rootView: FavouritesView(viewModel: model)), animated: true)
          }
        }
        """,
    ]
    for name in ["Breeds", "Photos", "Favourites"] {
      files["Cats/\(name)/\(name)View.swift"] = """
        import SwiftUI
        struct \(name)View: View {
          @ObservedObject var viewModel: \(name)ViewModel
          var body: some View { List(viewModel.names, id: \\.self) { name in Button(name) { viewModel.select() } } }
        }
        """
      files["Cats/\(name)/\(name)ViewModel.swift"] = """
        import Combine
        final class \(name)ViewModel: ObservableObject {
          @Published var names: [String] = []
          private let onSelect: () -> Void
          init(onSelect: @escaping () -> Void) { self.onSelect = onSelect }
          func select() { onSelect() }
        }
        """
      files["Cats/\(name)/\(name)HostController.swift"] = """
        import SwiftUI
        final class \(name)HostController: ThemedHostingController<\(name)View> {
          override func viewDidLoad() { super.viewDidLoad(); title = "\(name)" }
        }
        """
    }
    return files
  }

  /// simaosamouco/Cats-MVVM-C (stated MVVM-C) came out mixed: each hosting controller, holding nothing, was an MVC
  /// screen beside the MVVM view it hosts. The screen is the hosted view; its controller only puts it on screen.
  @Test func aHostingControllerIsPartOfTheViewItHosts() throws {
    let detection = try Self.score(Self.hostedGallery()).detection
    #expect(detection.style == .mvvmC, "\(detection.evidence)")
    #expect(!detection.decidingTypes.contains { $0.type.hasSuffix("HostController") && $0.role == .viewController },
      "\(detection.decidingTypes)")
  }

  /// The other way (tony1224/SwiftPMPractice, feature packages of `UIHostingController<LoginView>` over plain
  /// views): a hosting controller of a view that holds no logic is the screen, an MVC one, and one that holds the
  /// screen's view model itself is that screen.
  @Test func aHostingControllerOfAPlainViewOrHoldingLogicStaysAScreen() throws {
    let plain: [String: String] = Dictionary(uniqueKeysWithValues: ["Login", "Account", "Settings"].map { name in
      ("Features/\(name)/\(name)View.swift", """
        import SwiftUI
        public final class \(name)HostingController: UIHostingController<\(name)View> {
          public init() { super.init(rootView: \(name)View()) }
        }
        public struct \(name)View: View {
          @State private var text = ""
          public var body: some View { TextField("\(name)", text: $text) }
        }
        """)
    })
    let plainDetection = try Self.score(plain).detection
    #expect(plainDetection.style == .mvc, "\(plainDetection.evidence)")

    var files = Self.hostedGallery()
    files["Cats/Breeds/BreedsHostController.swift"] = """
      import SwiftUI
      final class BreedsHostController: ThemedHostingController<BreedsView> {
        let viewModel: BreedsViewModel
        init(viewModel: BreedsViewModel) { self.viewModel = viewModel; super.init(rootView: BreedsView(viewModel: viewModel)) }
      }
      """
    let detection = try Self.score(files).detection
    #expect(detection.style == .mvvmC, "\(detection.evidence)")
    #expect(detection.decidingTypes.contains { $0.type == "BreedsHostController" }, "\(detection.decidingTypes)")
    #expect(!detection.decidingTypes.contains { $0.type == "PhotosHostController" }, "\(detection.decidingTypes)")
  }

  // MARK: A presenter that calls its interactor statically

  /// A reviews app whose presenters call their module's interactor through static methods (`ReviewsInteractor
  /// .fetch(...)`), never holding it; the views hold the presenters.
  @Test func aPresenterThatCallsItsInteractorStaticallyIsVIPER() throws {
    var files: [String: String] = [:]
    for name in ["Reviews", "Tours", "Bookings"] {
      files["Tours/Modules/\(name)/\(name)ViewController.swift"] = """
        import UIKit
        final class \(name)ViewController: UIViewController, \(name)View {
          var presenter: \(name)Presenter!
          override func viewDidLoad() { super.viewDidLoad(); presenter.load() }
          func show(_ titles: [String]) {}
        }
        """
      files["Tours/Modules/\(name)/\(name)Presenter.swift"] = """
        protocol \(name)View: AnyObject { func show(_ titles: [String]) }
        final class \(name)Presenter {
          weak var view: \(name)View?
          init(view: \(name)View) { self.view = view }
          func load() { \(name)Interactor.fetch(page: 1) { [weak self] titles in self?.view?.show(titles) } }
        }
        """
      files["Tours/Modules/\(name)/\(name)Interactor.swift"] = """
        enum \(name)Interactor {
          static func fetch(page: Int, completion: @escaping ([String]) -> Void) { completion(["\(name) \\(page)"]) }
        }
        """
    }
    let detection = try Self.score(files).detection
    #expect(detection.style == .viper, "\(detection.evidence)")
  }

  // MARK: A wireframe that only builds its module

  /// A news app whose modules each have a `...Wireframe` that only makes its own controller and presenter
  /// (`static func instantiate()`); the controllers push the next module's controller themselves.
  static func wireframeNews(wireframeNavigates: Bool) -> [String: String] {
    var files: [String: String] = [:]
    let modules = [("Articles", "ArticleDetail"), ("ArticleDetail", "Author"), ("Author", "")]
    for (name, next) in modules {
      let push = next.isEmpty ? "" : "navigationController?.pushViewController(\(next)Wireframe.instantiate(), animated: true)"
      let show = wireframeNavigates && !next.isEmpty
        ? "\(name)Wireframe.show\(next)(from: self)" : push
      files["News/Modules/\(name)/\(name)ViewController.swift"] = """
        import UIKit
        final class \(name)ViewController: UIViewController, \(name)View {
          var presenter: \(name)Presenter!
          override func viewDidLoad() { super.viewDidLoad(); presenter.load() }
          func show(_ titles: [String]) {}
          func didSelect() { \(show) }
        }
        """
      files["News/Modules/\(name)/\(name)Presenter.swift"] = """
        protocol \(name)View: AnyObject { func show(_ titles: [String]) }
        final class \(name)Presenter {
          weak var view: \(name)View?
          init(view: \(name)View) { self.view = view }
          func load() { view?.show(["\(name)"]) }
        }
        """
      let navigation = wireframeNavigates && !next.isEmpty
        ? """
          static func show\(next)(from controller: UIViewController) {
            controller.navigationController?.pushViewController(\(next)Wireframe.instantiate(), animated: true)
          }
          """ : ""
      files["News/Modules/\(name)/\(name)Wireframe.swift"] = """
        import UIKit
        enum \(name)Wireframe {
          static func instantiate() -> UIViewController {
            let controller = \(name)ViewController()
            controller.presenter = \(name)Presenter(view: controller)
            return controller
          }
          \(navigation)
        }
        """
    }
    return files
  }

  /// matiasmansilla/NYTChallenge (stated MVP) came out MVP-C: each wireframe "reached" the screen it builds, and
  /// that made half the navigation central. A wireframe that builds its own module and navigates nowhere is a
  /// builder: the controllers navigate.
  @Test func aWireframeThatOnlyBuildsItsModuleIsNoRouter() throws {
    let detection = try Self.score(Self.wireframeNews(wireframeNavigates: false)).detection
    #expect(detection.style == .mvp, "\(detection.evidence)")
  }

  /// The other way: wireframes that push the next module (the screens ask them to) do the navigation, a -C over
  /// routers alone, answered as a lean (0.75 at most), as `Rules/docs/scores.md` says why.
  @Test func aWireframeThatPushesTheNextModuleIsALeaningC() throws {
    let detection = try Self.score(Self.wireframeNews(wireframeNavigates: true)).detection
    #expect(detection.style == .mvpC, "\(detection.evidence)")
    #expect(detection.confidence <= 0.75, "\(detection.evidence)")
  }

  // MARK: Clean layers around one use case

  /// A to-do template in Clean Architecture's layers: one use case under `Domain/UseCase/` over a repository
  /// protocol under `Domain/Repository/`, its implementation and a data source under `Data/`, one SwiftUI view
  /// with its view model. `inFolders: false` puts the same types beside the screen.
  static func todoTemplate(inFolders: Bool) -> [String: String] {
    let place = { (layer: String, file: String) in inFolders ? "Todo/\(layer)/\(file)" : "Todo/Screen/\(file)" }
    return [
      place("Domain/Model", "Todo.swift"): "struct Todo: Identifiable { let id: Int; let title: String }",
      place("Domain/Repository", "TodoRepository.swift"): """
        protocol TodoRepository { func todos() async throws -> [Todo] }
        """,
      place("Domain/UseCase", "GetTodos.swift"): """
        struct GetTodos {
          let repository: TodoRepository
          func execute() async throws -> [Todo] { try await repository.todos() }
        }
        """,
      place("Data/Repository", "TodoRepositoryImpl.swift"): """
        struct TodoRepositoryImpl: TodoRepository {
          let dataSource: TodoDataSource
          func todos() async throws -> [Todo] { try await dataSource.all() }
        }
        """,
      place("Data/DataSource", "TodoDataSource.swift"): """
        protocol TodoDataSource { func all() async throws -> [Todo] }
        struct TodoMemoryDataSource: TodoDataSource { func all() async throws -> [Todo] { [] } }
        """,
      "Todo/Presentation/TodoListViewModel.swift": """
        import Combine
        @MainActor final class TodoListViewModel: ObservableObject {
          @Published var todos: [Todo] = []
          private let getTodos: GetTodos
          init(getTodos: GetTodos) { self.getTodos = getTodos }
          func load() async { todos = (try? await getTodos.execute()) ?? [] }
        }
        """,
      "Todo/Presentation/TodoListView.swift": """
        import SwiftUI
        struct TodoListView: View {
          @StateObject var viewModel: TodoListViewModel
          var body: some View { List(viewModel.todos) { Text($0.title) }.task { await viewModel.load() } }
        }
        """,
    ]
  }

  /// nanosoftonline/clean-architecture-swift (stated Clean) had its layers unseen: one use case is under the
  /// count that Clean layers asked for. The layering is in the code, whatever the count: a use case under a
  /// layer's folder calling a repository laid out as a layer.
  @Test func oneUseCaseOverARepositoryInLayerFoldersIsCleanLayers() throws {
    let layered = try Self.score(Self.todoTemplate(inFolders: true)).detection
    #expect(layered.style == .mvvm, "\(layered.evidence)")
    #expect(layered.cleanLayers, "\(layered.evidence)")
    let beside = try Self.score(Self.todoTemplate(inFolders: false)).detection
    #expect(!beside.cleanLayers, "\(beside.evidence)")
  }
}
