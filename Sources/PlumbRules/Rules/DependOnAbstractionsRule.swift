import PlumbModel

/// View models, presenters and interactors hold their services, workers, repositories and use cases through
/// protocols, and are given them through the initialiser.
///
/// Each stored property of a view model, presenter or interactor is resolved against the workspace's types the
/// way the type graph resolves names. Two things are findings:
/// - *holds a concrete dependency*: the property's type names a class, actor or struct of the workspace whose role
///   is service, worker, repository or use case (`let service: UserService`, `var worker: OrdersWorker?`,
///   `[UserRepository]`);
/// - *creates its own*: the property is initialised by constructing such a type
///   (`let service = UserService()`, or `let service: UserServiceProtocol = UserService()`, which names a protocol
///   but still decides the implementation itself).
///
/// Accepted:
/// - protocol types, `any P`, `some P`, protocol compositions;
/// - generic parameters (`final class ListViewModel<Service: UserServicing>`), whatever they are constrained to;
/// - closures (`let fetch: () async throws -> [Item]`), abstractions of their own, and structs whose stored
///   properties are all closures (a "protocol witness" client, `struct APIClient { var fetch: ... }`);
/// - structs with no stored property (`struct PriceFormatter { func format(_:) }` in `Services/`): pure functions,
///   nothing to fake;
/// - default arguments (`init(service: UserServicing = UserService())`), which leave the choice to the caller;
/// - types outside the workspace (`URLSession`, a package's client), which the type graph does not resolve;
/// - data: types that are `Codable`, `Decodable`, `Identifiable`, `Mappable`, `NSCoding` or Core Data objects (a
///   GitHub client's `TrendingRepository` is named like a repository, but is a repository of code).
///
/// Not seen: a dependency created in the initialiser's body (`self.service = UserService()`) or reached through
/// a singleton (`UserService.shared`) without being stored.
///
/// One finding per type, at its first such property, listing every one.
public struct DependOnAbstractionsRule: Rule {
  public static let info = RuleInfo(
    id: "depend-on-abstractions",
    summary: "View models, presenters and interactors hold services, workers, repositories and use cases "
      + "through protocols, given to them by the initialiser.",
    rationale: """
      A view model that holds `UserService` itself, or creates it, cannot be tested without the network, shown \
      in a preview without a server, or moved to another app: the implementation is decided inside the screen. \
      "ViewModels depend on protocols (ItemsFetching, ItemsStoring)" and "dependencies are created at the edge \
      of the app and injected through the initialiser" (the SwiftUI architecture chapter, MVVM); the VIP interactor holds \
      `let worker: ArticlesWorkerProtocol` and receives it in `init` (Lys's VIP article). The composition root (an app \
      container, a factory, a configurator) then chooses the implementations, and tests pass fakes.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false
  public static let needsSourceFacts = true
  public static let needsCode = true

  public static let parameters = [
    RuleParameter(
      "allowed-types", .strings, default: .strings([]),
      help: "Concrete types the judged types may hold or create (globs on the type name: `Analytics*`), such as "
        + "a value-type helper named like a service."),
    RuleParameter(
      "include-created", .boolean, default: .boolean(true),
      help: "Whether a property initialised by constructing a service (`let service = UserService()`) is a "
        + "finding even when its declared type is a protocol."),
  ]

  public static let triggeringExamples = [
    RuleExample(
      "Items",
      sources: [
        "Items": """
          import Foundation
          protocol ItemsFetching { func fetchItems() async throws -> [String] }
          final class ItemsAPIService: ItemsFetching {
            func fetchItems() async throws -> [String] { [] }
          }
          @Observable final class ItemsListViewModel {
          ↓  private let service: ItemsAPIService
            var items: [String] = []
            init(service: ItemsAPIService) { self.service = service }
          }
          """
      ]),
    // Typed as the protocol, but the interactor still picks the implementation itself.
    RuleExample(
      "Articles",
      sources: [
        "Articles": """
          protocol ArticlesBusinessLogic { func fetchArticles() }
          protocol ArticlesWorkerProtocol { func fetch() }
          final class ArticlesWorker: ArticlesWorkerProtocol { func fetch() {} }
          final class ArticlesInteractor: ArticlesBusinessLogic {
          ↓  let worker: ArticlesWorkerProtocol = ArticlesWorker()
            func fetchArticles() { worker.fetch() }
          }
          """
      ]),
    RuleExample(
      "Orders",
      sources: [
        "Orders": """
          protocol OrdersPresentationLogic { func present() }
          final class OrdersMemStore {}
          final class OrdersWorker {
            init(store: OrdersMemStore) {}
          }
          final class ListOrdersInteractor {
            var presenter: OrdersPresentationLogic?
          ↓  var ordersWorker = OrdersWorker(store: OrdersMemStore())
          }
          """
      ]),
  ]

  public static let nonTriggeringExamples = [
    // A formatter in the services folder holds no state and reaches nothing: a check by folder or name calls it a
    // service the presenter should be given.
    RuleExample(
      "Prices",
      sources: [
        "Prices/Services/PriceFormatter.swift": """
          struct PriceFormatter {
            func format(_ value: Double) -> String { "\\(value)" }
          }
          """,
        "Prices/Scenes/PricesPresenter.swift": """
          protocol PricesPresentationLogic { func present(_ value: Double) }
          final class PricesPresenter: PricesPresentationLogic {
            private let formatter = PriceFormatter()
            func present(_ value: Double) { _ = formatter.format(value) }
          }
          """,
      ]),
    // Protocols, a generic parameter, a closure, a default argument: each leaves the choice to the caller.
    RuleExample(
      "Items",
      sources: [
        "Items": """
          import Foundation
          protocol ItemsFetching { func fetchItems() async throws -> [String] }
          protocol ItemsStoring { func save(_ items: [String]) throws }
          final class ItemsAPIService: ItemsFetching {
            func fetchItems() async throws -> [String] { [] }
          }
          @Observable final class ItemsListViewModel {
            private let fetcher: any ItemsFetching
            private let store: ItemsStoring?
            private let now: () -> Date
            init(fetcher: any ItemsFetching = ItemsAPIService(), store: ItemsStoring?, now: @escaping () -> Date) {
              self.fetcher = fetcher
              self.store = store
              self.now = now
            }
          }
          final class ItemDetailViewModel<Fetcher: ItemsFetching> {
            let fetcher: Fetcher
            init(fetcher: Fetcher) { self.fetcher = fetcher }
          }
          """
      ]),
    // A name-based check flags `client: APIClient`, `session: URLSession` and `repository: TrendingRepository`:
    // the first is a struct of closures (the protocol-witness style), the second a framework type the rule does
    // not judge, the third a GitHub repository (data); the date formatter the presenter creates is no service.
    RuleExample(
      "Profile",
      sources: [
        "Profile": """
          import Foundation
          struct APIClient {
            var fetchProfile: () async throws -> String
          }
          final class ProfilePresenter {
            let client: APIClient
            let session: URLSession
            private let formatter = DateFormatter()
            init(client: APIClient, session: URLSession) {
              self.client = client
              self.session = session
            }
          }
          final class ProfileViewController {
            let service = ProfileService()
          }
          final class ProfileService {}
          struct TrendingRepository: Decodable {
            let fullName: String
          }
          final class TrendingCellViewModel {
            let repository: TrendingRepository
            init(repository: TrendingRepository) { self.repository = repository }
          }
          """
      ]),
    RuleExample(
      "Analytics",
      configuration: "rules:\n  depend-on-abstractions:\n    allowed-types: ['Analytics*']",
      sources: [
        "Analytics": """
          final class AnalyticsService { func track(_ event: String) {} }
          final class HomeViewModel {
            private let analytics = AnalyticsService()
          }
          """
      ]),
  ]

  /// The types judged.
  static let holderRoles: Set<Role> = [.viewModel, .presenter, .interactor]
  /// The roles of the dependencies they must hold through protocols.
  static let dependencyRoles: Set<Role> = [.service, .worker, .repository, .useCase]

  let allowed: [Glob]
  let includeCreated: Bool

  public init(parameters: RuleParameterValues) {
    allowed = parameters.strings("allowed-types").map(Glob.init)
    includeCreated = parameters.boolean("include-created")
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let code = context.code else { return [] }
    var findings: [Finding] = []
    for type in context.judgedAppTypes(roles: Self.holderRoles) {
      var problems: [(line: Int, text: String)] = []
      for property in type.fact.properties where !property.isStatic {
        if includeCreated, let created = property.inferredType,
          let dependency = concreteDependency(named: created, in: type.node, code: code)
        {
          problems.append(
            (property.line, "creates its own \(dependency.role.words) '\(dependency.name)' in '\(property.name)'"))
          continue
        }
        guard let written = property.type, !CodeIndex.isFunctionType(written) else { continue }
        if let dependency = concreteDependency(named: written, in: type.node, code: code) {
          problems.append(
            (property.line, "holds the concrete \(dependency.role.words) '\(dependency.name)' in '\(property.name)'"))
        }
      }
      guard let first = problems.min(by: { $0.line < $1.line }) else { continue }
      let listed = problems.sorted { $0.line < $1.line }
      var message = "'\(type.name)' (\(type.role.withArticle)) "
      message += listed.prefix(3).map(\.text).joined(separator: "; ")
      if listed.count > 3 { message += "; and \(listed.count - 3) more" }
      var notes = [
        context.roleNote(type),
        "hold each through a protocol it adopts and take it in the initialiser: the composition root chooses the "
          + "implementation, and tests and previews pass a fake",
      ]
      notes += listed.dropFirst(3).map { "also \($0.text) (\(type.file):\($0.line))" }
      findings.append(
        context.finding(
          message, at: Location(file: type.file, line: first.line), modules: [type.node.module], symbol: type.name,
          notes: notes))
    }
    return findings
  }

  /// The concrete service, worker, repository or use case of the workspace a written type names, if any.
  private func concreteDependency(
    named written: String, in node: TypeGraph.Node, code: CodeIndex
  ) -> CodeIndex.TypeInfo? {
    for target in code.resolve(written, in: node) {
      guard let info = code.types[target], Self.dependencyRoles.contains(info.role) else { continue }
      switch info.fact.kind {
      case .class, .actor: break
      case .struct where !Self.isWitness(info.fact) && !Self.isStateless(info.fact): break
      default: continue
      }
      if Self.isData(info) { continue }
      if allowed.contains(where: { $0.matches(info.name) || $0.matches(info.fact.simpleName) }) { continue }
      return info
    }
    return nil
  }

  /// Protocols of data, not of services: a `Repository` that is `Codable` is a GitHub repository, not the pattern.
  static let dataProtocols: Set<String> = [
    "Codable", "Decodable", "Encodable", "Identifiable", "Mappable", "ImmutableMappable", "NSCoding",
    "NSSecureCoding", "NSManagedObject",
  ]

  /// A type that conforms to a data protocol (in its declaration or an extension in its module).
  static func isData(_ info: CodeIndex.TypeInfo) -> Bool {
    let conformances = info.fact.inherits + info.extensions.flatMap(\.fact.inherits)
    return conformances.contains { Self.dataProtocols.contains(TypeGraph.withoutGenericArguments($0)) }
  }

  /// A struct whose stored properties are all closures: an abstraction written as a value (a protocol witness).
  /// A struct with no stored instance property: a namespace of pure functions (a formatter, a mapper) that holds no
  /// state and reaches nothing, so creating it decides no implementation worth injecting.
  static func isStateless(_ fact: TypeFact) -> Bool {
    fact.properties.allSatisfy(\.isStatic)
  }

  static func isWitness(_ fact: TypeFact) -> Bool {
    let stored = fact.properties.filter { !$0.isStatic }
    return !stored.isEmpty && stored.allSatisfy { $0.typeName.map(CodeIndex.isFunctionType) ?? false }
  }
}
