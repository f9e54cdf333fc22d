import PlumbModel
import PlumbScanner
import Testing

@Suite struct RoleClassifierTests {
  /// Scans `(path, source)` pairs and classifies their types; returns type name → assignment.
  private func classify(_ files: [(String, String)]) -> [String: RoleAssignment] {
    let facts = files.map { SourceScanner.scan(source: $0.1, path: $0.0) }
    return Dictionary(uniqueKeysWithValues: RoleClassifier.classify(facts).map { ($0.type, $0) })
  }

  @Test func swiftUIViewAndItsObservableViewModel() {
    let roles = classify([
      ("Features/Home/HomeView.swift", "struct HomeView: View { @StateObject var model: HomeStore; var body: some View { EmptyView() } }"),
      ("Features/Home/HomeStore.swift", "final class HomeStore: ObservableObject {}"),
      ("Shared/Session.swift", "final class Session: ObservableObject {}"),
    ])
    #expect(roles["HomeView"]?.role == .view)
    #expect(roles["HomeView"]?.evidence == ["conforms to View", "name ends in View"])
    // Observable and held by a view: a view model, though its name does not say so.
    #expect(roles["HomeStore"]?.role == .viewModel)
    #expect(roles["HomeStore"]?.evidence == ["conforms to ObservableObject", "held by view HomeView"])
    // Observable alone is not enough.
    #expect(roles["Session"]?.role == Role.none)
    #expect(roles["Session"]?.evidence == [])
  }

  @Test func swiftUICoordinatorIsACoordinatorThoughItIsAView() {
    let roles = classify([
      (
        "App/MacsListCoordinator.swift",
        "struct MacsListCoordinator: View { @State var path = NavigationPath(); var body: some View { EmptyView() } }"
      ),
      ("App/MacRowView.swift", "struct MacRowView: View { var body: some View { EmptyView() } }"),
    ])
    #expect(roles["MacsListCoordinator"]?.role == .coordinator)
    #expect(roles["MacsListCoordinator"]?.evidence == ["name ends in Coordinator"])
    #expect(roles["MacRowView"]?.role == .view)
  }

  @Test func observableMacroWithFittingNameOrFolder() {
    let roles = classify([
      ("App/ViewModels/Feed.swift", "@Observable final class Feed {}"),
      ("App/Profile.swift", "@Observable final class ProfileViewModel {}"),
    ])
    #expect(roles["Feed"]?.role == .viewModel)
    #expect(roles["Feed"]?.evidence == ["@Observable", "in folder ViewModels"])
    #expect(roles["ProfileViewModel"]?.role == .viewModel)
    #expect(roles["ProfileViewModel"]?.evidence == ["name ends in ViewModel", "@Observable"])
  }

  @Test func viewControllersIncludingSubclassesOfTheProjectsOwnAcrossFiles() {
    let roles = classify([
      ("Base/BaseViewController.swift", "class BaseViewController: UIViewController {}"),
      ("Base/ListScreen.swift", "class ListScreen: BaseViewController {}"),
      ("Scenes/Settings.swift", "final class Settings: ListScreen, SettingsDisplayLogic {}"),
      ("Scenes/Table.swift", "final class Table: UITableViewController {}"),
    ])
    #expect(roles["BaseViewController"]?.role == .viewController)
    #expect(roles["ListScreen"]?.role == .viewController)
    #expect(roles["ListScreen"]?.evidence.first == "subclass of BaseViewController → UIViewController")
    #expect(roles["Settings"]?.role == .viewController)
    #expect(roles["Settings"]?.evidence == ["subclass of ListScreen → BaseViewController → UIViewController",
      "conforms to SettingsDisplayLogic"])
    #expect(roles["Table"]?.evidence == ["subclass of UITableViewController"])
  }

  @Test func cleanSwiftSceneByProtocolsAndNames() {
    let roles = classify([
      ("Articles/ArticlesInteractor.swift", "final class ArticlesInteractor: ArticlesBusinessLogic, ArticlesDataStore {}"),
      ("Articles/ArticlesPresenter.swift", "final class ArticlesPresenter: ArticlesPresentationLogic {}"),
      ("Articles/ArticlesRouter.swift", "final class ArticlesRouter: NSObject, ArticlesRoutingLogic {}"),
      ("Articles/ArticlesWorker.swift", "final class ArticlesWorker {}"),
      ("Articles/ArticlesFactory.swift", "enum ArticlesFactory {}"),
      ("Articles/Protocols.swift", "protocol ArticlesBusinessLogic {}"),
    ])
    #expect(roles["ArticlesInteractor"]?.role == .interactor)
    #expect(roles["ArticlesInteractor"]?.evidence == ["conforms to ArticlesBusinessLogic", "name ends in Interactor",
      "conforms to ArticlesDataStore"])
    #expect(roles["ArticlesPresenter"]?.role == .presenter)
    #expect(roles["ArticlesRouter"]?.role == .router)
    #expect(roles["ArticlesWorker"]?.role == .worker)
    #expect(roles["ArticlesFactory"]?.role == .factory)
    #expect(roles["ArticlesBusinessLogic"]?.role == .interactor)
    #expect(roles["ArticlesBusinessLogic"]?.kind == .protocol)
  }

  @Test func coordinatorsServicesRepositoriesUseCasesAndProtocols() {
    let roles = classify([
      ("App/Coordinators/MacsListCoordinator.swift", "final class MacsListCoordinator {}"),
      ("App/Coordinators/Main.swift", "final class Main: Coordinating {}"),
      ("Core/UserService.swift", "protocol UserServiceProtocol {}\nfinal class LiveUsers: UserServiceProtocol {}"),
      ("Core/Data/UserRepository.swift", "struct UserRepository {}"),
      ("Core/Domain/FetchUser.swift", "struct FetchUserUseCase {}"),
    ])
    #expect(roles["MacsListCoordinator"]?.role == .coordinator)
    #expect(roles["MacsListCoordinator"]?.evidence == ["name ends in Coordinator", "in folder Coordinators"])
    #expect(roles["Main"]?.evidence == ["conforms to Coordinating", "in folder Coordinators"])
    #expect(roles["UserServiceProtocol"]?.role == .service)
    #expect(roles["LiveUsers"]?.role == .service)
    #expect(roles["LiveUsers"]?.evidence == ["conforms to UserServiceProtocol"])
    #expect(roles["UserRepository"]?.role == .repository)
    #expect(roles["FetchUserUseCase"]?.role == .useCase)
  }

  @Test func reducersEntitiesAndFlowTypes() {
    let roles = classify([
      ("Features/Counter.swift", "@Reducer struct CounterFeature {}\nstruct Legacy: Reducer {}"),
      ("Models/ClassicMac.swift", "struct ClassicMac: Identifiable, Hashable { let id: UUID }"),
      ("Data/Note.swift", "@Model final class Note {}\nfinal class CDUser: NSManagedObject {}"),
      ("Home/HomeFlows.swift", "enum HomeFlows { case detail }\nenum Route: FlowType {}"),
      ("Misc/Helpers.swift", "enum Constants {}"),
    ])
    #expect(roles["CounterFeature"]?.role == .reducer)
    #expect(roles["CounterFeature"]?.evidence == ["@Reducer"])
    #expect(roles["Legacy"]?.evidence == ["conforms to Reducer"])
    #expect(roles["ClassicMac"]?.role == .entity)
    #expect(roles["ClassicMac"]?.evidence == ["conforms to Identifiable", "in folder Models"])
    #expect(roles["Note"]?.role == .entity && roles["Note"]?.evidence == ["@Model"])
    #expect(roles["CDUser"]?.evidence == ["subclass of NSManagedObject"])
    #expect(roles["HomeFlows"]?.role == .flowType)
    #expect(roles["Route"]?.role == .flowType)
    #expect(roles["Constants"]?.role == Role.none)
    #expect(roles["Constants"]?.evidence == [])
  }

  @Test func aProjectSuperclassCountsLikeAConformance() {
    let roles = classify([
      ("Base.swift", "class BaseViewModel: ObservableObject {}\nfinal class Cart: BaseViewModel {}"),
    ])
    #expect(roles["Cart"]?.role == .viewModel)
    #expect(roles["Cart"]?.evidence == ["inherits from BaseViewModel"])
  }

  @Test func structureOutweighsNameAndExtensionsAddConformances() {
    let roles = classify([
      // Named like a view model, but it is a SwiftUI view (its conformance sits in an extension).
      ("Views/ProfileViewModel.swift", "struct ProfileViewModel {}\nextension ProfileViewModel: View {}"),
    ])
    #expect(roles["ProfileViewModel"]?.role == .view)
    #expect(roles["ProfileViewModel"]?.evidence == ["conforms to View", "in folder Views"])
  }

  @Test func outputIsSortedByFileThenType() {
    let facts = [
      SourceScanner.scan(source: "struct B {}\nstruct A {}", path: "b.swift"),
      SourceScanner.scan(source: "struct C {}", path: "a.swift"),
    ]
    #expect(RoleClassifier.classify(facts).map(\.type) == ["C", "A", "B"])
  }
}

@Suite struct RoleClassifierFolderTests {
  @Test func aFolderSpeaksOnlyForTheFilesMainType() {
    let facts = [
      SourceScanner.scan(
        source: "enum ProjectRouter {}\nenum Visibility {}\nextension ProjectRouter { struct Page {} }",
        path: "Accounts/Routers/ProjectRouter.swift"),
      SourceScanner.scan(source: "struct Dimensions {}", path: "Status/Models/Size.swift"),
    ]
    let roles = Dictionary(uniqueKeysWithValues: RoleClassifier.classify(facts).map { ($0.type, $0) })
    #expect(roles["ProjectRouter"]?.evidence == ["name ends in Router", "in folder Routers"])
    #expect(roles["Visibility"]?.role == Role.none)
    #expect(roles["ProjectRouter.Page"]?.role == Role.none)
    // The only type of its file: the folder counts even though the names differ.
    #expect(roles["Dimensions"]?.evidence == ["in folder Models"])
  }
}
