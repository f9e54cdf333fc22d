import PlumbModel
import PlumbScanner
import PlumbTestSupport
import Testing

@Suite struct TypeExtractionTests {
  private func types(_ source: String) -> [TypeFact] { SourceScanner.scan(source: source).types }

  @Test func everyKindIsFoundWithNestedNamesQualified() {
    let text = MarkedText(
      """
      public final class 1️⃣Outer {
        struct 2️⃣Inner {
          enum Deepest {}
        }
      }
      protocol Service {}
      actor Store {}
      extension 3️⃣Outer.Inner: Equatable {
        struct Added {}
      }
      """)
    let found = types(text.source)
    #expect(found.map(\.name) == ["Outer", "Outer.Inner", "Outer.Inner.Deepest", "Service", "Store", "Outer.Inner",
      "Outer.Inner.Added"])
    #expect(found.map(\.kind) == [.class, .struct, .enum, .protocol, .actor, .extension, .struct])
    #expect(found[0].position == text["1️⃣"])
    #expect(found[1].position == text["2️⃣"])
    #expect(found[5].position == text["3️⃣"])
    #expect(found[0].isFinal && !found[1].isFinal)
    #expect(found[0].accessLevel == .public && found[1].accessLevel == nil)
    #expect(found[0].startLine == 1 && found[0].endLine == 5)
    #expect(found[1].simpleName == "Inner")
    #expect(found.map(\.isNested) == [false, true, true, false, false, true, true])
    #expect(found[5].inherits == ["Equatable"])
  }

  @Test func closuresAssignedWithAStrongSelfCapture() {
    let text = MarkedText(
      """
      final class ListCoordinator {
        let list = ListViewController()
        var onFinish: (() -> Void)?
        func start() {
          1️⃣list.onSelect = { item in self.show(item) }
          list.onClose = { [weak self] in self?.finish() }
          list.onRefresh = { [unowned(safe) self] in self.reload() }
          2️⃣self.onFinish = { [self] in done() }
          3️⃣list?.header.onTap = {
            DispatchQueue.main.async { [weak self] in self?.reload() }
          }
          list.onHelp = { print(String.self) }
          let handler = { self.reload() }
          list.title = "self"
        }
      }
      extension ListCoordinator {
        func bind() { 4️⃣list.onDelete = { _ in self.reload() } }
      }
      """)
    let found = types(text.source)
    #expect(found[0].selfCapturingClosures == [
      ClosureAssignment(target: "list.onSelect", position: text["1️⃣"]),
      ClosureAssignment(target: "onFinish", position: text["2️⃣"]),
      ClosureAssignment(target: "list.header.onTap", position: text["3️⃣"]),
    ])
    #expect(found[1].selfCapturingClosures == [ClosureAssignment(target: "list.onDelete", position: text["4️⃣"])])
  }

  @Test func attributesInheritanceAndGenerics() {
    let found = types(
      """
      @MainActor @Observable
      final class FeedModel<Item: Identifiable, Loader>: BaseModel, @unchecked Sendable where Loader: Service {}
      @Reducer struct Counter {}
      """)
    #expect(found[0].attributes == ["MainActor", "Observable"])
    #expect(found[0].inherits == ["BaseModel", "@unchecked Sendable"])
    #expect(found[0].genericParameters == ["Item", "Loader"])
    #expect(found[0].startLine == 1 && found[0].endLine == 2)
    #expect(found[1].attributes == ["Reducer"])
  }

  @Test func storedPropertiesWithTypesWrappersAndOwnership() {
    let found = types(
      """
      struct ProfileView: View {
        @StateObject private var model = ProfileViewModel()
        @ObservedObject var settings: SettingsModel
        @State private var isShowing = false
        @Binding var selection: Item?
        @Environment(\\.dismiss) private var dismiss
        @EnvironmentObject var session: Session
        @Dependency(\\.apiClient) var apiClient
        var body: some View { Text("") }
        var computed: Int { 1 }
        var observed: Int = 0 { didSet { print(oldValue) } }
        static let shared = Store.Cache<Int>()
        let a, b: Double
        func load() { let local = Loader() }
      }
      final class Presenter {
        weak var view: ProfileDisplaying?
        unowned let router: Router
        let factory = Factory.init()
      }
      """)
    let view = found[0]
    #expect(view.properties.map(\.name) == ["model", "settings", "isShowing", "selection", "dismiss", "session",
      "apiClient", "observed", "shared", "a", "b"])
    #expect(view.properties[0].attributes == ["StateObject"])
    #expect(view.properties[0].type == nil && view.properties[0].inferredType == "ProfileViewModel")
    #expect(view.properties[0].typeName == "ProfileViewModel")
    #expect(view.properties[1].attributes == ["ObservedObject"] && view.properties[1].type == "SettingsModel")
    #expect(view.properties[3].type == "Item?")
    #expect(view.properties[4].attributes == ["Environment"])
    #expect(view.properties[6].attributes == ["Dependency"])
    #expect(view.properties[8].isStatic && view.properties[8].isConstant)
    #expect(view.properties[8].inferredType == "Store.Cache<Int>")
    #expect(view.properties[9].type == "Double" && view.properties[10].type == "Double")
    #expect(view.properties[1].line == 3)
    #expect(view.memberCounts == TypeFact.MemberCounts(properties: 13, methods: 1, initializers: 0, nestedTypes: 0))

    let presenter = found[1]
    #expect(presenter.properties.map(\.ownership) == [.weak, .unowned, nil])
    #expect(presenter.properties[2].inferredType == "Factory")
  }

  @Test func memberCountsLookThroughIfConfigAndSkipNestedMembers() {
    let found = types(
      """
      class Screen {
        init() {}
        convenience init(x: Int) { self.init() }
        #if DEBUG
        func debugDump() {}
        var debugFlag = true
        #endif
        func load() {}
        struct State { var a = 1; var b = 2; func c() {} }
        enum Route {}
      }
      """)
    #expect(found[0].memberCounts == TypeFact.MemberCounts(properties: 1, methods: 2, initializers: 2, nestedTypes: 2))
    #expect(found[1].memberCounts == TypeFact.MemberCounts(properties: 2, methods: 1, initializers: 0, nestedTypes: 0))
  }
}
