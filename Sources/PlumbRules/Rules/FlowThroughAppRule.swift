import PlumbModel

/// Features do not import or name each other: a feature that needs another posts a flow (a case of its own
/// `FlowType` enum, through `NotificationCenter`) and the app, which knows every feature, answers it.
///
/// Features are modules of an `independent: true` layer and feature folders inside a target (`feature-folders`,
/// `shared-folders`; the same definition as `view-independence`; a matched folder counts only when it declares a
/// screen). Two kinds of findings:
///
/// - an `import` of another feature's module, at the import;
/// - a type of one feature folder that names a type of another feature (a property, a parameter, an initialiser
///   call, a conformance), once per type and feature it names, where the type's code names it. A name two files
///   of one module declare (two `private struct Row`) is no evidence, nor is a private type of another file.
///
/// Coordinators, routers and factories are not judged: inside one target they are the app's connective tissue, the
/// way features reach each other (de Moura's `AppDependencies`, BbA's coordinators). Naming another feature's
/// coordinator from a view model, on the other hand, is a finding.
///
/// How the work is shared, so that nothing is reported twice:
///
/// - `feature-independence` reports every dependency (declared, or only imported) between modules of one
///   independent layer or one of its `groups`. While it is on, this rule leaves those pairs of modules to it, and
///   reports the imports it does not judge: between features of different independent layers, and between
///   modules that are features by their folders (`Packages/Modules/Home`). Type references across modules always
///   come with an import, so only the import is reported; references between feature folders of one target,
///   which no module edge shows, are this rule's alone.
/// - `view-independence` reports a view naming another feature's view; while it is on, those references are left
///   to it, and this rule reports the others (a view model naming another feature's service, a view naming
///   another feature's view model).
public struct FlowThroughAppRule: Rule {
  public static let info = RuleInfo(
    id: "flow-through-app",
    summary: "Features talk to each other only through the app: a flow type or a notification, not an import.",
    rationale: """
      A feature that imports or names another cannot be built, tested or removed alone, and the features end up \
      in one tangle however many modules hold them. De Moura's modular coordinators design has each feature \
      module declare its flows (`enum HomeFlows: FlowType`) and post them through `NotificationCenter`; the app's \
      `AppDependencies` maps each flow to the coordinator of the feature that answers it. Only the app knows \
      every feature. Build-block Architecture keeps the same boundary between the targets of one library.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false
  public static let needsSourceFacts = true
  public static let needsCode = true

  public static let parameters = [FeatureMap.foldersParameter, FeatureMap.sharedParameter]

  static let modules = """
    layers:
      - name: App
        modules: App
      - name: Features
        modules: ['*Feature']
        independent: true
    """

  public static let triggeringExamples = [
    // Feature modules, with feature-independence off: the import is this rule's finding.
    RuleExample(
      "App[app] -> HomeFeature; App -> ProfileFeature; HomeFeature ..> ProfileFeature",
      configuration: modules + "\nrules:\n  feature-independence: off",
      sources: [
        "HomeFeature": """
          import UIKit
          ↓import ProfileFeature
          public final class HomeCoordinator {
            let navigationController: UINavigationController
            public init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func showProfile() { ProfileCoordinator(navigationController: navigationController).start() }
          }
          """,
        "ProfileFeature": """
          import UIKit
          public final class ProfileCoordinator {
            let navigationController: UINavigationController
            public init(navigationController: UINavigationController) { self.navigationController = navigationController }
            public func start() {}
          }
          """,
      ]),
    // Feature folders of one target: the view model names the other feature's service.
    RuleExample(
      "App[app]",
      sources: [
        "App/Features/Cart/CartViewModel.swift": """
          import Foundation
          ↓final class CartViewModel {
            let wishlist = WishlistStore()
            func moveToWishlist(_ item: String) { wishlist.add(item) }
          }
          """,
        "App/Features/Wishlist/WishlistStore.swift": """
          import Foundation
          final class WishlistStore {
            private(set) var items: [String] = []
            func add(_ item: String) { items.append(item) }
          }
          """,
        "App/Features/Wishlist/WishlistView.swift": """
          import SwiftUI
          struct WishlistView: View {
            let store: WishlistStore
            var body: some View { List(store.items, id: \\.self) { Text($0) } }
          }
          """,
      ]),
  ]

  public static let nonTriggeringExamples = [
    // De Moura's way: the feature posts its own flow; the app maps it to the other feature's coordinator.
    RuleExample(
      "App[app] -> HomeFeature; App -> ProfileFeature; HomeFeature -> Core; ProfileFeature -> Core",
      configuration: modules,
      sources: [
        "Core": """
          import Foundation
          public protocol FlowType {}
          public extension NotificationCenter {
            func post(_ flow: FlowType) { post(name: .init("flow"), object: flow) }
          }
          """,
        "HomeFeature": """
          import Core
          public enum HomeFlows: FlowType { case profile(userID: Int) }
          public final class HomeViewModel {
            public init() {}
            func didSelectProfile(_ id: Int) { NotificationCenter.default.post(HomeFlows.profile(userID: id)) }
          }
          """,
        "ProfileFeature": """
          import Core
          public final class ProfileCoordinator {
            public init(userID: Int) {}
            public func start() {}
          }
          """,
        "App": """
          import Core
          import HomeFeature
          import ProfileFeature
          final class AppDependencies {
            func handle(_ flow: FlowType) {
              if case HomeFlows.profile(let id)? = flow as? HomeFlows { ProfileCoordinator(userID: id).start() }
            }
          }
          """,
      ]),
    // How the work is shared: with feature-independence on (its default), the import between two feature modules
    // of one independent layer is its finding; with view-independence on, a view naming another feature's view is
    // that rule's finding.
    RuleExample(
      "App[app] -> HomeFeature; App -> ProfileFeature; HomeFeature ..> ProfileFeature",
      configuration: modules + "\nrules:\n  view-independence: warning",
      sources: [
        "HomeFeature": """
          import SwiftUI
          import ProfileFeature
          struct HomeView: View {
            var body: some View { ProfileView() }
          }
          """,
        "ProfileFeature": """
          import SwiftUI
          public struct ProfileView: View {
            public init() {}
            public var body: some View { Text("Profile") }
          }
          """,
      ]),
    RuleExample(
      "App[app]",
      configuration: "rules:\n  view-independence: warning",
      sources: [
        "App/Features/Home/HomeView.swift": """
          import SwiftUI
          struct HomeView: View {
            var body: some View { ProfileView() }
          }
          """,
        "App/Features/Profile/ProfileView.swift": """
          import SwiftUI
          struct ProfileView: View {
            var body: some View { Text("Profile") }
          }
          """,
      ]),
    // `Modules/Reactive` matches a feature glob but declares no screen: it is a shared helper, not a feature.
    RuleExample(
      "App[app]",
      sources: [
        "App/Scenes/Home/HomeViewModel.swift": """
          final class HomeViewModel {
            let title = Observable("Home")
          }
          """,
        "App/Scenes/Home/HomeViewController.swift": """
          import UIKit
          final class HomeViewController: UIViewController {
            var viewModel: HomeViewModel!
          }
          """,
        "App/Utils/Modules/Reactive/Observable.swift": """
          final class Observable<Value> {
            var value: Value
            init(_ value: Value) { self.value = value }
          }
          """,
      ]),
    // Inside one target the coordinators are the app's: the feed's coordinator may start the about screen's.
    RuleExample(
      "App[app]",
      sources: [
        "App/Scenes/Feed/FeedCoordinator.swift": """
          import UIKit
          final class FeedCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func showAbout() { AboutCoordinator(navigationController: navigationController).start() }
          }
          """,
        "App/Scenes/About/AboutCoordinator.swift": """
          import UIKit
          final class AboutCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {}
          }
          """,
      ]),
    // A name-based check flags `Profile` in Home's code: the model lives in the shared `Models` folder, and the
    // shared design system's button is no feature's; `Features/Common` is shared by name.
    RuleExample(
      "App[app]",
      sources: [
        "App/Features/Home/HomeViewModel.swift": """
          import Foundation
          final class HomeViewModel {
            var profile: Profile?
            let formatter = DateLabelFormatter()
          }
          """,
        "App/Features/Profile/ProfileViewModel.swift": """
          import Foundation
          final class ProfileViewModel {
            var profile: Profile?
            let formatter = DateLabelFormatter()
          }
          """,
        "App/Models/Profile.swift": """
          struct Profile { let name: String }
          """,
        "App/Features/Common/DateLabelFormatter.swift": """
          import Foundation
          final class DateLabelFormatter {}
          """,
      ]),
    // Packages in a `Modules/` folder: `**/Modules/*` matches each package's own folder, which is the module, not
    // a feature folder of it. Account may import RSCore; a check of folder globs alone sees two features.
    RuleExample(
      "App[app] -> Account[path=Modules/Account/Sources/Account]; Account -> RSCore[path=Modules/RSCore/Sources/RSCore]",
      sources: [
        "Account": """
          import RSCore
          public final class AccountViewController: UIViewController {
            let avatar = RoundedImageView()
          }
          """,
        "RSCore": """
          import UIKit
          public final class RoundedImageView: UIImageView {}
          """,
      ]),
    // Tests mirror the features' folders; a spy in them is no feature of its own.
    RuleExample(
      "App[app]",
      sources: [
        "App/Sources/Modules/Activity/ActivityView.swift": """
          import UIKit
          protocol ActivityViewProtocol: AnyObject { func show(_ item: ActivityDTO) }
          struct ActivityDTO { let title: String }
          final class ActivityViewController: UIViewController, ActivityViewProtocol {
            func show(_ item: ActivityDTO) {}
          }
          """,
        "App/Tests/Modules/Activity/ActivityViewSpy.swift": """
          import UIKit
          final class ActivityViewSpy: UIView, ActivityViewProtocol {
            var last: ActivityDTO?
            func show(_ item: ActivityDTO) { last = item }
          }
          """,
      ]),
  ]

  let parameters: RuleParameterValues

  public init(parameters: RuleParameterValues) {
    self.parameters = parameters
  }

  /// The app's connective tissue inside one target: coordinators, routers and factories put features together,
  /// which is what "through the app" means there.
  static let connectingRoles: Set<Role> = [.coordinator, .router, .factory]

  static let note =
    "post a flow of this feature's own FlowType (or a notification) and let the app's coordinator answer it"

  public func check(_ context: RuleContext) -> [Finding] {
    guard let code = context.code else { return [] }
    let features = FeatureMap(context: context, code: code, parameters: parameters)
    let configuration = context.configuration
    let featureIndependence = configuration.severity(of: FeatureIndependenceRule.self) != nil
    let groups = configuration.parameters(of: FeatureIndependenceRule.self).strings("groups").map(Glob.init)
    let viewIndependence = configuration.severity(of: ViewIndependenceRule.self) != nil
    func leftToFeatureIndependence(_ from: ModuleID, _ to: ModuleID) -> Bool {
      guard featureIndependence, let from = context.graph[from], let to = context.graph[to] else { return false }
      return FeatureIndependenceRule.group(from: from, to: to, groups: groups, in: context) != nil
    }
    var findings: [Finding] = []

    // Imports of another feature's module.
    let names = ModuleNameIndex(graph: context.graph)
    for file in code.files {
      guard let from = features.feature(ofFile: file.path) else { continue }
      for item in file.imports where !item.isTestable {
        guard let target = names.module(named: item.module, importedFrom: from.module), target != from.module,
          let to = context.graph[target]?.sources.first.flatMap(features.feature(ofFile:)), to != from,
          !leftToFeatureIndependence(from.module, target)
        else { continue }
        findings.append(
          context.finding(
            (from.isModule ? "feature module '\(from.name)'" : "'\(file.path.split(separator: "/").last ?? "")' of \(from)")
              + " imports " + (to.isModule ? "feature module '\(to.name)'" : "'\(context.displayName(target))' of \(to)")
              + ": features talk only through the app",
            at: Location(file: file.path, line: item.position.line, column: item.position.column),
            modules: [from.module, target], notes: [Self.note]))
      }
    }

    // Type references between features of one module, where no import shows them; nested types speak for the
    // type they are declared in.
    var nestedByTop: [TypeGraph.Node: [CodeIndex.TypeInfo]] = [:]
    for type in code.allTypes {
      let top = TypeGraph.Node(module: type.node.module, name: String(type.name.prefix { $0 != "." }))
      nestedByTop[code.types[top] == nil ? type.node : top, default: []].append(type)
    }
    for top in nestedByTop.keys.sorted() {
      guard let type = code.types[top], !Self.connectingRoles.contains(type.role) else { continue }
      var edgesByFeatures: [FeatureMap.Feature: (from: FeatureMap.Feature, edges: [TypeGraph.Edge])] = [:]
      for member in nestedByTop[top] ?? [] {
        let groups = features.crossFeatureReferences(from: member.node) { edge in
          if edge.from.module != edge.to.module { return false }
          if viewIndependence, let target = code.types[edge.to], !target.isProtocol, edge.kinds != [.inheritance],
            ViewIndependenceRule.viewRoles.contains(member.role), member.isScreenByEvidence,
            ViewIndependenceRule.viewRoles.contains(target.role), target.isScreenByEvidence
          {
            return false
          }
          return true
        }
        for group in groups { edgesByFeatures[group.to, default: (group.from, [])].edges += group.edges }
      }
      for (to, group) in edgesByFeatures.sorted(by: { $0.key < $1.key }) {
        let edges = group.edges.sorted { $0.location < $1.location }
        let names = edges.map(\.to.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let described = type.role == .none ? "'\(type.name)'" : "'\(type.name)' (\(type.role.withArticle))"
        var notes = [Self.note, "\(to.name) is \(to)"]
        if type.role != .none { notes.insert(context.roleNote(type), at: 0) }
        findings.append(
          context.finding(
            "\(described) of feature \(group.from.name) references \(to.name)'s \(names.joined(separator: ", ")): "
              + "features talk only through the app",
            at: edges[0].location, modules: [type.node.module], symbol: type.name, notes: notes))
      }
    }
    return findings.sorted { ($0.location?.file ?? "", $0.location?.line ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0) }
  }
}
