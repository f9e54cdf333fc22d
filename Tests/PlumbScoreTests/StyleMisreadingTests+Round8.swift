import Foundation
import PlumbKit
import PlumbModel
import Testing

/// Misreadings of the eighth round, seen on the seventh held-out set (issue 28): a sure "library" read from a tenth
/// of a Tuist workspace whose feature projects could not be evaluated, a SwiftUI presenter whose view's events reach
/// it through a delegate adapter, and feature screens that hold use cases themselves.
extension StyleMisreadingTests {
  // MARK: Projects left unread are read as folders, and no answer is sure

  /// `plumb score` as the command runs it: projects or manifests left unread are read as folder modules.
  static func scoreAsTheCommand(_ files: [String: String]) throws -> ArchitectureScore {
    var options = AnalysisOptions()
    options.foldersOfUnreadManifests = true
    return try StyleDetectionTests.score(files, options: options)
  }

  /// A Tuist workspace of micro-features: the app's and the core's `Project.swift` are plain `Project(...)`, which
  /// plumb reads; each feature's is `Project.feature(name:)`, a helper of the workspace that a static reading cannot
  /// evaluate. Each of the three features (`readable` ones excepted, whose manifests are plain) has a controller
  /// holding its view model and a coordinator that pushes it; `screens: false` leaves the features' code without UI
  /// (a client and its models).
  static func tuistMicroFeatures(readable: Set<String> = [], screens: Bool = true) -> [String: String] {
    var files: [String: String] = [
      "Workspace.swift": """
        import ProjectDescription
        let workspace = Workspace(name: "Night", projects: ["Projects/**"])
        """,
      "Projects/App/Project.swift": """
        import ProjectDescription
        let project = Project(
          name: "Night",
          targets: [
            .target(
              name: "Night", destinations: .iOS, product: .app, bundleId: "app.night", sources: ["Sources/**"],
              dependencies: [.project(target: "CoreKit", path: "../Core")])
          ])
        """,
      "Projects/App/Sources/AppDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
        }
        """,
      "Projects/Core/Project.swift": """
        import ProjectDescription
        let project = Project(
          name: "Core",
          targets: [
            .target(
              name: "CoreKit", destinations: .iOS, product: .framework, bundleId: "app.night.core",
              sources: ["Sources/**"])
          ])
        """,
      "Projects/Core/Sources/HTTPClient.swift": """
        import Foundation
        public final class HTTPClient {
          public init() {}
          public func get(_ path: String) async throws -> Data {
            try await URLSession.shared.data(from: URL(string: path)!).0
          }
        }
        """,
    ]
    for name in ["Auth", "Timeline", "Profile"] {
      let folder = "Projects/Feature/\(name)Feature"
      files["\(folder)/Project.swift"] =
        readable.contains(name)
        ? """
          import ProjectDescription
          let project = Project(
            name: "\(name)Feature",
            targets: [
              .target(
                name: "\(name)Feature", destinations: .iOS, product: .framework, bundleId: "app.night.\(name)",
                sources: ["Sources/**"])
            ])
          """
        : """
          import ProjectDescription
          import ProjectDescriptionHelpers
          let project = Project.feature(name: "\(name)Feature", dependencies: [.core])
          """
      guard screens else {
        files["\(folder)/Sources/\(name)Client.swift"] = """
          import CoreKit
          public struct \(name)Item: Decodable { public let id: Int }
          public final class \(name)Client {
            let http = HTTPClient()
            public func items() async throws -> [\(name)Item] {
              try JSONDecoder().decode([\(name)Item].self, from: try await http.get("/\(name)"))
            }
          }
          """
        continue
      }
      files["\(folder)/Sources/\(name)ViewModel.swift"] = """
        import Combine
        import CoreKit
        public final class \(name)ViewModel {
          @Published public private(set) var titles: [String] = []
          let client = HTTPClient()
          public init() {}
          func load() async {
            titles = [String(decoding: (try? await client.get("/\(name)")) ?? Data(), as: UTF8.self)]
          }
        }
        """
      files["\(folder)/Sources/\(name)ViewController.swift"] = """
        import UIKit
        public final class \(name)ViewController: UIViewController {
          let viewModel: \(name)ViewModel
          var onNext: (() -> Void)?
          public init(viewModel: \(name)ViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
          required init?(coder: NSCoder) { fatalError() }
          public override func viewDidLoad() { super.viewDidLoad(); Task { await viewModel.load() } }
        }
        """
      files["\(folder)/Sources/\(name)Coordinator.swift"] = """
        import UIKit
        public final class \(name)Coordinator {
          let navigationController: UINavigationController
          public init(navigationController: UINavigationController) { self.navigationController = navigationController }
          public func start() {
            let controller = \(name)ViewController(viewModel: \(name)ViewModel())
            navigationController.pushViewController(controller, animated: true)
          }
        }
        """
    }
    return files
  }

  /// zani-app/ZANI-iOS (stated MVVM-C) came out **library 1.00**: its feature projects are Tuist manifests built
  /// through the workspace's helpers, which plumb could not evaluate, so 16 of its 160 Swift files were read, none of
  /// them UI. The unread projects' folders are read as folder modules now, and with most of the code read only so,
  /// the answer is never sure: MVVM-C below 0.8, and the evidence says why.
  @Test func tuistFeaturesLeftUnreadAreReadAsFoldersAndNoAnswerIsSure() throws {
    let detection = try Self.scoreAsTheCommand(Self.tuistMicroFeatures()).detection
    #expect(detection.style == .mvvmC, "\(detection.style) \(detection.evidence)")
    #expect(detection.confidence < 0.8)
    #expect(detection.screens == 3)
    #expect(detection.evidence.contains { $0.contains("are in folders whose project or manifest could not be read") })
  }

  /// The same workspace whose unread features hold no UI either: no screen was read, but most of the code was read
  /// only as folders, so the missing UI is no ground for "library".
  @Test func noUIInMostlyUnreadCodeIsNoLibrary() throws {
    let detection = try Self.scoreAsTheCommand(Self.tuistMicroFeatures(screens: false)).detection
    #expect(detection.style == .unsure, "\(detection.style) \(detection.evidence)")
    #expect(detection.leaning == .library)
    #expect(detection.evidence.contains { $0.contains("no UI in what was read is no library") })
  }

  /// The other way: with two of the three features' manifests plain, most of the code is in read modules, and the
  /// one unread feature's folder joins them without capping the answer.
  @Test func oneUnreadFeatureAmongReadOnesLeavesTheAnswerAlone() throws {
    let detection = try Self.scoreAsTheCommand(Self.tuistMicroFeatures(readable: ["Auth", "Timeline"])).detection
    #expect(detection.style == .mvvmC, "\(detection.style) \(detection.evidence)")
    #expect(detection.screens == 3)
    #expect(!detection.evidence.contains { $0.contains("could not be read") })
  }

  // MARK: A presenter reached through an adapter

  /// A SwiftUI feed in MVP: `FeedPresenter` holds `FeedLoadingView`, a display protocol that `FeedState` (the
  /// observable object `FeedView` holds) adopts; the view hands its events to a delegate, `FeedPresentationAdapter`,
  /// which loads and calls the presenter. `withPresenter: false` leaves the same state as a plain view model that
  /// adopts a protocol of its own and loads itself.
  static func adaptedFeed(withPresenter: Bool) -> [String: String] {
    var files: [String: String] = [
      "Feed/FeedView.swift": """
        import SwiftUI
        public protocol FeedViewDelegate { func didRequestRefresh() }
        public struct FeedView: View {
          var delegate: FeedViewDelegate?
          @ObservedObject var state: FeedViewModel
          public var body: some View {
            VStack {
              Text(state.isLoading ? "Loading" : "Loaded")
              Button("Reload") { delegate?.didRequestRefresh() }
            }
          }
        }
        """
    ]
    if withPresenter {
      files["Feed/FeedViewModel.swift"] = """
        import Combine
        final class FeedViewModel: ObservableObject, FeedLoadingView {
          @Published var isLoading = false
          func display(isLoading: Bool) { self.isLoading = isLoading }
        }
        """
      files["Feed/FeedPresenter.swift"] = """
        public protocol FeedLoadingView { func display(isLoading: Bool) }
        public final class FeedPresenter {
          private let loadingView: FeedLoadingView
          init(loadingView: FeedLoadingView) { self.loadingView = loadingView }
          func didStartLoading() { loadingView.display(isLoading: true) }
          func didFinishLoading() { loadingView.display(isLoading: false) }
        }
        """
      files["Feed/FeedPresentationAdapter.swift"] = """
        final class FeedPresentationAdapter: FeedViewDelegate {
          var presenter: FeedPresenter?
          func didRequestRefresh() {
            presenter?.didStartLoading()
            presenter?.didFinishLoading()
          }
        }
        """
    } else {
      files["Feed/FeedViewModel.swift"] = """
        import Combine
        protocol FeedLoading { func refresh() }
        final class FeedViewModel: ObservableObject, FeedLoading {
          @Published var isLoading = false
          func refresh() { isLoading = true; isLoading = false }
        }
        """
    }
    return files
  }

  /// JarretHoving97/MVP-SwiftUI-Case-Study (stated MVP) came out MVVM 0.60: the observable object its view holds is
  /// the presenter's passive view, but the presenter was looked for only among the types that object holds, and an
  /// adapter, not the object, brings the presenter the view's events. It is MVP now.
  @Test func aPresenterReachedThroughADelegateAdapterIsTheScreens() throws {
    let detection = try Self.score(Self.adaptedFeed(withPresenter: true)).detection
    #expect(detection.style == .mvp, "\(detection.style) \(detection.evidence)")
  }

  /// The other way: an observable view model that merely adopts a protocol, with no presenter holding it, stays MVVM.
  @Test func aViewModelThatAdoptsAProtocolStaysMVVM() throws {
    let detection = try Self.score(Self.adaptedFeed(withPresenter: false)).detection
    #expect(detection.style == .mvvm, "\(detection.style) \(detection.evidence)")
  }

  // MARK: Views that hold use cases themselves

  /// A modular SwiftUI app: a `Domain` package of use cases over repository protocols and four feature packages.
  /// Three feature screens hold their use cases themselves (`CatalogScreen` holds `CatalogUseCase`), the way a
  /// modular playbook's chapters write them, and the fourth, `Library`, puts a view model between its screen and
  /// its use case; `viewModels` gives every screen a view model.
  static func useCaseScreens(viewModels: Bool) -> [String: String] {
    var files: [String: String] = [
      "Packages/Domain/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "Domain", products: [.library(name: "Domain", targets: ["Domain"])], targets: [.target(name: "Domain")])
        """,
      "Packages/Domain/Sources/Domain/Repositories/ItemRepository.swift": """
        public protocol ItemRepository { func items(matching term: String) async throws -> [String] }
        """,
    ]
    let features = ["Catalog", "Search", "Saved", "Library"]
    for name in features {
      files["Packages/Domain/Sources/Domain/UseCases/\(name)UseCase.swift"] = """
        public struct \(name)UseCase {
          let repository: ItemRepository
          public init(repository: ItemRepository) { self.repository = repository }
          public func callAsFunction(_ term: String) async throws -> [String] {
            try await repository.items(matching: term)
          }
        }
        """
      files["Packages/Feature\(name)/Package.swift"] = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "Feature\(name)",
          platforms: [.iOS(.v17)],
          products: [.library(name: "Feature\(name)", targets: ["Feature\(name)"])],
          dependencies: [.package(path: "../Domain")],
          targets: [.target(name: "Feature\(name)", dependencies: ["Domain"])])
        """
      if viewModels || name == "Library" {
        files["Packages/Feature\(name)/Sources/Feature\(name)/\(name)Screen.swift"] = """
          import Domain
          import SwiftUI
          @MainActor final class \(name)ViewModel: ObservableObject {
            @Published var items: [String] = []
            let useCase: \(name)UseCase
            init(useCase: \(name)UseCase) { self.useCase = useCase }
            func load() async { items = (try? await useCase("")) ?? [] }
          }
          public struct \(name)Screen: View {
            @StateObject var model: \(name)ViewModel
            public var body: some View { List(model.items, id: \\.self) { Text($0) }.task { await model.load() } }
          }
          """
      } else {
        files["Packages/Feature\(name)/Sources/Feature\(name)/\(name)Screen.swift"] = """
          import Domain
          import SwiftUI
          public struct \(name)Screen: View {
            @State private var items: [String] = []
            private let useCase: \(name)UseCase
            public init(repository: ItemRepository) { useCase = \(name)UseCase(repository: repository) }
            public var body: some View {
              List(items, id: \\.self) { Text($0) }.task { items = (try? await useCase("")) ?? [] }
            }
          }
          """
      }
    }
    return files
  }

  /// mobiledge/the-modular-ios-playbook's ch07 (stated modular) came out unsure 0.48: three of its four feature
  /// screens are SwiftUI views that hold use cases themselves, which counted as no screen, and the one screen with a
  /// view model decided alone. A view that calls the domain's use cases itself is what plumb calls Clean (Clean
  /// Architecture's layers, no screen pattern between the view and the use case): over modular packages it is Clean,
  /// modular SPM now (three Clean screens of four).
  @Test func screensThatHoldUseCasesThemselvesAreClean() throws {
    let detection = try Self.score(Self.useCaseScreens(viewModels: false)).detection
    #expect(detection.style == .clean, "\(detection.style) \(detection.evidence)")
    #expect(detection.structure == .modularSPM)
    #expect(detection.screens == 4)
    #expect(detection.confidence < 0.8)
  }

  /// The other way: the same screens with a view model between each view and its use case stay MVVM with Clean
  /// layers.
  @Test func screensWithViewModelsOverUseCasesStayMVVM() throws {
    let detection = try Self.score(Self.useCaseScreens(viewModels: true)).detection
    #expect(detection.style == .mvvm, "\(detection.style) \(detection.evidence)")
    #expect(detection.cleanLayers)
  }
}
