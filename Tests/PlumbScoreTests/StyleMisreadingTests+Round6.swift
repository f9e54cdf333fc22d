import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// Misreadings of the sixth round, seen on the fifth held-out set (issue 28): a server whose Clean layers are laid out
/// named a library, controllers that are no authored screen (a generic hosting wrapper, a subclass of a system
/// controller, Xcode's untouched template screen) splitting the vote, and a Clean use case named "Interactor" taken
/// for VIPER's.
extension StyleMisreadingTests {
  // MARK: A server with Clean layers

  /// A notes server as a Swift package: a `Domain` target whose use cases (under `UseCase/`) call a repository
  /// protocol (under `Repository/`), a `Persistence` target that implements it, and an `App` target whose route
  /// controller calls the use cases; no UI framework anywhere.
  static func cleanServer() -> [String: String] {
    [
      "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "NotesServer",
          products: [.executable(name: "Run", targets: ["Run"])],
          targets: [
            .target(name: "Domain"),
            .target(name: "Persistence", dependencies: ["Domain"]),
            .target(name: "App", dependencies: ["Domain", "Persistence"]),
            .executableTarget(name: "Run", dependencies: ["App"]),
          ])
        """,
      "Sources/Domain/Entity/Note.swift": """
        public struct Note: Codable { public var id: Int; public var title: String }
        """,
      "Sources/Domain/Repository/NoteRepository.swift": """
        public protocol NoteRepository {
          func create(title: String) async throws -> Note
          func page(_ number: Int) async throws -> [Note]
        }
        """,
      "Sources/Domain/UseCase/CreateNoteUseCase.swift": """
        public struct CreateNoteUseCase {
          public let repository: NoteRepository
          public init(repository: NoteRepository) { self.repository = repository }
          public func callAsFunction(_ title: String) async throws -> Note { try await repository.create(title: title) }
        }
        """,
      "Sources/Domain/UseCase/ListNotesUseCase.swift": """
        public struct ListNotesUseCase {
          public let repository: NoteRepository
          public init(repository: NoteRepository) { self.repository = repository }
          public func callAsFunction(_ page: Int) async throws -> [Note] { try await repository.page(page) }
        }
        """,
      "Sources/Persistence/Repository/DatabaseNoteRepository.swift": """
        import Domain
        public struct DatabaseNoteRepository: NoteRepository {
          public init() {}
          public func create(title: String) async throws -> Note { Note(id: 1, title: title) }
          public func page(_ number: Int) async throws -> [Note] { [] }
        }
        """,
      "Sources/App/Controllers/NoteController.swift": """
        import Domain
        import Persistence
        struct NoteController {
          let create = CreateNoteUseCase(repository: DatabaseNoteRepository())
          let list = ListNotesUseCase(repository: DatabaseNoteRepository())
          func boot(routes: inout [String: (String) async throws -> String]) {
            routes["POST /notes"] = { title in try await create(title).title }
            routes["GET /notes"] = { _ in try await list(1).map(\\.title).joined() }
          }
        }
        """,
      "Sources/App/configure.swift": """
        public func configure() -> [String: (String) async throws -> String] {
          var routes: [String: (String) async throws -> String] = [:]
          NoteController().boot(routes: &routes)
          return routes
        }
        """,
      "Sources/Run/main.swift": """
        import App
        let routes = configure()
        print(routes.keys.sorted())
        """,
    ]
  }

  /// 0xvon/vapor-clean-architecture (stated Clean) came out "library" with its Clean layers found: every codebase
  /// with no screen was a library. A codebase with no UI whose use cases over repositories are laid out in a layer's
  /// folders or targets is a Clean codebase.
  @Test func aServerWhoseCleanLayersAreLaidOutIsClean() throws {
    let detection = try Self.score(Self.cleanServer()).detection
    #expect(detection.style == .clean, "\(detection.evidence)")
    #expect(detection.cleanLayers, "\(detection.evidence)")
  }

  /// The other way: a package with no UI whose "use case" holds no repository, or whose repository has no use case
  /// over it, is a library (a data-access package with a repository type, a toolkit with a use-case helper).
  @Test func aPackageWithoutCleanLayersStaysALibrary() throws {
    var noUseCase = Self.cleanServer()
    noUseCase["Sources/Domain/UseCase/CreateNoteUseCase.swift"] = nil
    noUseCase["Sources/Domain/UseCase/ListNotesUseCase.swift"] = nil
    noUseCase["Sources/App/Controllers/NoteController.swift"] = """
      import Domain
      import Persistence
      struct NoteController {
        let repository: NoteRepository = DatabaseNoteRepository()
        func boot(routes: inout [String: (String) async throws -> String]) {
          routes["POST /notes"] = { title in try await repository.create(title: title).title }
        }
      }
      """
    let detection = try Self.score(noUseCase).detection
    #expect(detection.style == .library, "\(detection.evidence)")

    let helper: [String: String] = [
      "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Steps", products: [.library(name: "Steps", targets: ["Steps"])],
          targets: [.target(name: "Steps")])
        """,
      "Sources/Steps/UseCase/RetryUseCase.swift": """
        public struct RetryUseCase {
          public let attempts: Int
          public init(attempts: Int) { self.attempts = attempts }
          public func run(_ body: () throws -> Void) rethrows { for _ in 0..<attempts { try body() } }
        }
        """,
      "Sources/Steps/Repository/KeyValueRepository.swift": """
        public final class KeyValueRepository {
          private var values: [String: String] = [:]
          public init() {}
          public subscript(key: String) -> String? { values[key] }
        }
        """,
    ]
    let library = try Self.score(helper).detection
    #expect(library.style == .library, "\(library.evidence)")
  }

  // MARK: Controllers that are no authored screen

  /// A card wallet: three UIKit screens and a SwiftUI one hold their view models, coordinators push and present
  /// them, the SwiftUI view is put on screen by a generic hosting wrapper, the card scanner and the photo picker are
  /// the system's controllers, subclassed to set them up, and a mock scanner for the tests sits under a tests folder
  /// in the app's own sources.
  static func wallet(scannerHolds: String = "") -> [String: String] {
    var files: [String: String] = [
      "Wallet/Core/HostingWrapper.swift": """
        import SwiftUI
        final class HostingWrapper<Content: View>: UIHostingController<Content> {
          override func viewDidLoad() { super.viewDidLoad(); navigationItem.largeTitleDisplayMode = .never }
        }
        """,
      "Wallet/Features/Scan/CardScannerViewController.swift": """
        import VisionKit
        protocol CardScanning: AnyObject { func didScan(_ number: String) }
        final class CardScannerViewController: VNDocumentCameraViewController, CardScanning {
          \(scannerHolds)
          func didScan(_ number: String) { dismiss(animated: true) }
        }
        """,
      "Wallet/WalletTests/Mocks/CardScannerMock.swift": """
        import UIKit
        final class CardScannerMock: UIViewController, CardScanning {
          var scanned: [String] = []
          func didScan(_ number: String) { scanned.append(number) }
        }
        """,
      "Wallet/Features/Photo/PhotoPickerController.swift": """
        import UIKit
        final class PhotoPickerController: UIImagePickerController {
          override func viewDidLoad() { super.viewDidLoad(); sourceType = .photoLibrary }
        }
        """,
      "Wallet/Coordinators/WalletCoordinator.swift": """
        import SwiftUI
        import UIKit
        final class WalletCoordinator {
          let navigationController: UINavigationController
          init(navigationController: UINavigationController) { self.navigationController = navigationController }
          func start() {
            let controller = CardListViewController(viewModel: CardListViewModel(coordinator: self))
            navigationController.pushViewController(controller, animated: false)
          }
          func showCard() {
            let controller = CardDetailViewController(viewModel: CardDetailViewModel(coordinator: self))
            navigationController.pushViewController(controller, animated: true)
          }
          func addCard() {
            let controller = AddCardViewController(viewModel: AddCardViewModel(coordinator: self))
            navigationController.pushViewController(controller, animated: true)
          }
          func scan() { navigationController.present(CardScannerViewController(), animated: true) }
          func pickPhoto() { navigationController.present(PhotoPickerController(), animated: true) }
          func showProfile() {
            let view = ProfileView(viewModel: ProfileViewModel(coordinator: self))
            navigationController.pushViewController(HostingWrapper(rootView: view), animated: true)
          }
        }
        """,
      "Wallet/Features/Profile/ProfileView.swift": """
        import SwiftUI
        struct ProfileView: View {
          @ObservedObject var viewModel: ProfileViewModel
          var body: some View { Button(viewModel.name) { viewModel.close() } }
        }
        """,
      "Wallet/Features/Profile/ProfileViewModel.swift": """
        import Combine
        final class ProfileViewModel: ObservableObject {
          @Published var name = ""
          private weak var coordinator: WalletCoordinator?
          init(coordinator: WalletCoordinator) { self.coordinator = coordinator }
          func close() { coordinator?.showCard() }
        }
        """,
    ]
    for (name, next) in [("CardList", "showCard"), ("CardDetail", "scan"), ("AddCard", "pickPhoto")] {
      files["Wallet/Features/\(name)/\(name)ViewController.swift"] = """
        import UIKit
        final class \(name)ViewController: UIViewController {
          private let viewModel: \(name)ViewModel
          init(viewModel: \(name)ViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
          required init?(coder: NSCoder) { nil }
          @objc func tapped() { viewModel.next() }
        }
        """
      files["Wallet/Features/\(name)/\(name)ViewModel.swift"] = """
        final class \(name)ViewModel {
          private weak var coordinator: WalletCoordinator?
          init(coordinator: WalletCoordinator) { self.coordinator = coordinator }
          func next() { coordinator?.\(next)() }
        }
        """
    }
    return files
  }

  /// RobertiOS/CardFortress (stated MVVM-C) came out mixed: a generic `UIHostingController` wrapper (which hosts a
  /// generic parameter, no view of the app), a subclass of the system's document camera and a mock controller under
  /// `CardFortressTests/` (built into the app target) were MVC screens beside the MVVM ones. None is a screen the
  /// app's authors wrote: the wrapper puts any view on screen, the camera's screen is the system's, and the mock is
  /// test code.
  @Test func aGenericHostingWrapperAndASystemControllerAreNoScreens() throws {
    let detection = try Self.score(Self.wallet()).detection
    #expect(detection.style == .mvvmC, "\(detection.evidence)")
    let mvc = detection.shares.first { $0.style == .mvc }
    #expect(mvc == nil, "\(detection.shares)")
  }

  /// The other way: a subclass of a system controller that holds a view model of its own is the app's screen, and
  /// so is a scene the app builds from a tests folder (Kous92/Test-iOS-PSA-WeatherApp compiles its detail scene from
  /// `MeteoWeatherDataTests/DetailScene/`): a test double is known by its name, not its folder.
  @Test func aSystemControllerHoldingAViewModelStaysAScreen() throws {
    var files = Self.wallet(scannerHolds: "let viewModel = CardScannerViewModel()")
    files["Wallet/Features/Scan/CardScannerViewModel.swift"] = """
      final class CardScannerViewModel { var number = "" }
      """
    let detail = "Wallet/Features/CardDetail/CardDetailViewController.swift"
    files["Wallet/WalletTests/CardDetail/CardDetailViewController.swift"] = files.removeValue(forKey: detail)
    let detection = try Self.score(files).detection
    let mvvm = detection.shares.first { $0.style == .mvvm }
    #expect(mvvm?.screens == 5, "\(detection.shares) \(detection.evidence)")
  }

  // MARK: A Clean use case named "Interactor"

  /// A films app in MVP with coordinators over Clean layers: the list screens' presenters hold `FilmInteractor` and
  /// `PersonInteractor`, use cases under `domain/` that call repositories implemented under `data/`; the details
  /// presenter holds nothing; coordinators push every screen.
  static func filmsApp(interactorFolder: String = "Films/domain") -> [String: String] {
    var files: [String: String] = [
      "Films/presenter/coordinator/FilmsCoordinator.swift": """
        import UIKit
        final class FilmsCoordinator {
          let navigationController: UINavigationController
          init(navigationController: UINavigationController) { self.navigationController = navigationController }
          func start() {
            let controller = UpcomingFilmsViewController()
            controller.presenter = UpcomingFilmsPresenter(view: controller, coordinator: self)
            navigationController.pushViewController(controller, animated: false)
          }
          func showPeople() {
            let controller = PopularPeopleViewController()
            controller.presenter = PopularPeoplePresenter(view: controller, coordinator: self)
            navigationController.pushViewController(controller, animated: true)
          }
          func showDetails() {
            let controller = FilmDetailsViewController()
            controller.presenter = FilmDetailsPresenter(view: controller)
            navigationController.pushViewController(controller, animated: true)
          }
        }
        """,
      "Films/presenter/scene/details/FilmDetailsViewController.swift": """
        import UIKit
        final class FilmDetailsViewController: UIViewController, FilmDetailsView {
          var presenter: FilmDetailsPresenter?
          override func viewDidLoad() { super.viewDidLoad(); presenter?.load() }
          func show(title: String) { self.title = title }
        }
        """,
      "Films/presenter/scene/details/FilmDetailsPresenter.swift": """
        protocol FilmDetailsView: AnyObject { func show(title: String) }
        final class FilmDetailsPresenter {
          private weak var view: FilmDetailsView?
          init(view: FilmDetailsView) { self.view = view }
          func load() { view?.show(title: "Film") }
        }
        """,
    ]
    let screens = [("UpcomingFilms", "Film", "showPeople"), ("PopularPeople", "Person", "showDetails")]
    for (screen, subject, next) in screens {
      files["Films/presenter/scene/\(screen)/\(screen)ViewController.swift"] = """
        import UIKit
        final class \(screen)ViewController: UITableViewController, \(screen)View {
          var presenter: \(screen)Presenter?
          override func viewDidLoad() { super.viewDidLoad(); presenter?.load() }
          func show(names: [String]) { tableView.reloadData() }
        }
        """
      files["Films/presenter/scene/\(screen)/\(screen)Presenter.swift"] = """
        protocol \(screen)View: AnyObject { func show(names: [String]) }
        final class \(screen)Presenter {
          private weak var view: \(screen)View?
          private let interactor: \(subject)Interactor
          private weak var coordinator: FilmsCoordinator?
          init(
            view: \(screen)View, interactor: \(subject)Interactor = \(subject)Interactor(),
            coordinator: FilmsCoordinator
          ) {
            self.view = view
            self.interactor = interactor
            self.coordinator = coordinator
          }
          func load() { interactor.fetch { [weak self] names in self?.view?.show(names: names) } }
          func select() { coordinator?.\(next)() }
        }
        """
      files["\(interactorFolder)/\(subject.lowercased())/\(subject)Interactor.swift"] = """
        final class \(subject)Interactor {
          private let repository: \(subject)Repository
          init(repository: \(subject)Repository = \(subject)Service()) { self.repository = repository }
          func fetch(completion: @escaping ([String]) -> Void) { repository.all(completion: completion) }
        }
        """
      files["Films/domain/\(subject.lowercased())/\(subject)Repository.swift"] = """
        protocol \(subject)Repository { func all(completion: @escaping ([String]) -> Void) }
        """
      files["Films/data/\(subject.lowercased())/\(subject)Service.swift"] = """
        final class \(subject)Service: \(subject)Repository {
          func all(completion: @escaping ([String]) -> Void) { completion([]) }
        }
        """
    }
    return files
  }

  /// gcherubini/TMDbSwift (stated MVP-C over Clean layers) came out mixed between MVP and VIPER: a presenter that
  /// holds `MovieInteractor`, a use case of the movie domain kept under `domain/movie/`, was read as VIPER's
  /// presenter over its module's interactor. An interactor of another feature, kept in a Clean layer's folder, is a
  /// use case.
  @Test func anInteractorOfAnotherFeatureUnderADomainFolderIsAUseCase() throws {
    let detection = try Self.score(Self.filmsApp()).detection
    #expect(detection.style == .mvpC, "\(detection.evidence)")
    #expect(detection.cleanLayers, "\(detection.evidence)")
  }

  /// The other way: the same interactors kept beside the screens (VIPER's module parts, not a layer) keep the
  /// presenters VIPER's, and a VIPER module whose own interactor sits under a `Domain` folder stays VIPER.
  @Test func anInteractorBesideTheScreensOrOfItsOwnFeatureStaysVIPER() throws {
    let beside = try Self.score(Self.filmsApp(interactorFolder: "Films/presenter/interactors")).detection
    #expect(beside.style != .mvpC, "\(beside.evidence)")
    #expect(beside.shares.contains { $0.style == .viper && $0.screens == 2 }, "\(beside.shares)")

    var own: [String: String] = [:]
    for name in ["Login", "Feed", "Profile"] {
      own["App/Modules/\(name)/\(name)ViewController.swift"] = StyleDetectionTests.screen(
        name, holding: "var presenter: \(name)Presenter!")
      own["App/Modules/\(name)/\(name)Presenter.swift"] = """
        final class \(name)Presenter {
          let interactor: \(name)Interactor
          let router: \(name)Router
          init(interactor: \(name)Interactor, router: \(name)Router) {
            self.interactor = interactor
            self.router = router
          }
        }
        """
      own["App/Modules/\(name)/\(name)Router.swift"] = "final class \(name)Router { weak var view: AnyObject? }\n"
      own["App/Domain/\(name)/\(name)Interactor.swift"] = "final class \(name)Interactor { func load() {} }\n"
    }
    let viper = try Self.score(own).detection
    #expect(viper.style == .viper, "\(viper.evidence)")
  }

  // MARK: Xcode's untouched template screen

  /// An app made from Xcode's master-detail template: the master list holds a presenter over the data; the detail
  /// controller is the template's own, untouched (`detailItem`, `configureView()`, `detailDescriptionLabel`).
  static func masterDetail(detailExtra: String = "") -> [String: String] {
    [
      "Dates/AppDelegate.swift": """
        import UIKit
        @main class AppDelegate: UIResponder, UIApplicationDelegate {}
        """,
      "Dates/Presenter.swift": """
        import Foundation
        final class Presenter {
          private var dates: [Date] = []
          var count: Int { dates.count }
          func add(_ date: Date) { dates.insert(date, at: 0) }
          subscript(index: Int) -> Date { dates[index] }
        }
        """,
      "Dates/MasterViewController.swift": """
        import UIKit
        class MasterViewController: UITableViewController {
          var detailViewController: DetailViewController? = nil
          let presenter = Presenter()
          @objc func insertNewObject(_ sender: Any) {
            presenter.add(Date())
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
          }
          override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            guard segue.identifier == "showDetail", let row = tableView.indexPathForSelectedRow?.row else { return }
            let controller = (segue.destination as! UINavigationController).topViewController as! DetailViewController
            controller.detailItem = presenter[row] as NSDate
            detailViewController = controller
          }
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            presenter.count
          }
        }
        """,
      "Dates/DetailViewController.swift": """
        import UIKit
        class DetailViewController: UIViewController {
          @IBOutlet weak var detailDescriptionLabel: UILabel!
          func configureView() {
            // Update the user interface for the detail item.
            if let detail = detailItem, let label = detailDescriptionLabel { label.text = detail.description }
          }
          override func viewDidLoad() {
            super.viewDidLoad()
            configureView()
          }
          var detailItem: NSDate? {
            didSet { configureView() }
          }
          \(detailExtra)
        }
        """,
    ]
  }

  /// spatil-git/ModelViewPresenter (stated MVP) came out mixed, one MVP screen to one MVC: the MVC one is the
  /// detail controller Xcode's master-detail template writes, left as generated. A controller whose members are
  /// the template's and nothing else was not written by the app's authors and says nothing of their architecture.
  @Test func xcodesUntouchedDetailTemplateIsNoScreen() throws {
    let detection = try Self.score(Self.masterDetail()).detection
    #expect(detection.style == .mvp, "\(detection.evidence)")
  }

  /// The other way: a detail controller its authors added to (a share action) is theirs, and an MVC screen.
  @Test func anEditedDetailTemplateIsAScreen() throws {
    let share = """
      @objc func share() {
        present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
      }
      """
    let detection = try Self.score(Self.masterDetail(detailExtra: share)).detection
    #expect(detection.shares.contains { $0.style == .mvc && $0.screens == 1 }, "\(detection.shares)")
  }
}
