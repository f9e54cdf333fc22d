import PlumbModel
import PlumbScanner
import Testing

@Suite struct ReferenceExtractionTests {
  @Test func referencesComeFromAnnotationsCallsGenericsInheritanceAndStaticBases() {
    let facts = SourceScanner.scan(
      source: """
        final class HomeViewModel: BaseViewModel, HomeViewModeling {
          private let service: UserServiceProtocol
          private var cache: [String: CachedUser] = [:]
          let formatter = DateFormatter()
          init(service: UserServiceProtocol = UserService()) {
            self.service = service
            _ = Analytics.shared
            _ = Array<Feed>()
            _ = Theme.Colors.primary
            let x: Result<Profile, APIError>? = nil
            _ = x
          }
          func value<T>(_ t: T) -> T { t }
          struct Row { let avatar: Avatar }
        }
        let globalStore = AppStore()
        """)
    let model = facts.types[0]
    #expect(
      model.references == [
        "APIError", "Analytics", "Array", "BaseViewModel", "CachedUser", "DateFormatter", "Feed", "HomeViewModeling",
        "Profile", "Result", "String", "T", "Theme", "Theme.Colors", "UserService", "UserServiceProtocol",
      ])
    // The nested type's references are its own.
    #expect(facts.types[1].name == "HomeViewModel.Row")
    #expect(facts.types[1].references == ["Avatar"])
    #expect(facts.topLevelReferences == ["AppStore"])
  }

  @Test func genericParametersOfTheTypeAreNotReferences() {
    let type = SourceScanner.scan(source: "struct Box<Element>: Container { var items: [Element]; var size: Size }").types[0]
    #expect(type.references == ["Container", "Size"])
  }

  @Test func extensionsReferenceTheTypeTheyExtend() {
    let type = SourceScanner.scan(source: "extension Core.User: Identifiable { var id: UUID { uuid } }").types[0]
    #expect(type.name == "Core.User")
    #expect(type.references == ["Core.User", "Identifiable", "UUID"])
  }

  @Test func aNestedTypeIsNoUseOfTheTypeThatEnclosesIt() {
    // `OrdersViewController.Action` names the enum, not the view controller; generic arguments still count.
    let type = SourceScanner.scan(
      source: """
        final class OrdersInteractor {
          let input = Subject<OrdersViewController.Action, Never>()
          var cache: Store<Item>.Snapshot<Order>?
          var screen: OrdersScreen?
        }
        """
    ).types[0]
    #expect(type.references == ["Item", "Never", "Order", "OrdersScreen", "OrdersViewController.Action", "Store.Snapshot", "Subject"])
  }

  @Test func ifConditionsNameNoTypes() {
    let facts = SourceScanner.scan(source: "#if DEBUG && canImport(Inject)\nlet store = Store()\n#endif")
    #expect(facts.topLevelReferences == ["Store"])
  }
}
