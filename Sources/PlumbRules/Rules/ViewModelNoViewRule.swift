import PlumbModel

/// View models and presenters do not name concrete views or view controllers: they talk to the screen through a
/// protocol the screen adopts (MVP's view protocol, VIP's `DisplayLogic`), or not at all (MVVM's bindings).
///
/// A reference is any mention outside the inheritance clause, in the type, its nested types' parent or its
/// extensions in the same module: a stored property, a parameter, a return type, an initialiser call. It counts
/// when it names one of the workspace's view or view controller types (not a protocol, whatever its name), or a
/// framework view or view controller: `UIViewController` and its framework subclasses, `UIView` and the UIKit and
/// AppKit views and cells, `AnyView`, `UIHostingController`. SwiftUI's `View` protocol alone does not count.
///
/// A view's own nested type or type alias named through it (`AccountStatusesListView.Mode`) is not a use of the view. One finding
/// per type, at its declaration, listing what it names.
public struct ViewModelNoViewRule: Rule {
  public static let info = RuleInfo(
    id: "viewmodel-no-view",
    summary: "View models and presenters do not reference concrete views or view controllers.",
    rationale: """
      A view model or presenter that knows its view cannot be tested without building the view, cannot serve a \
      second view (another platform, a widget, a redesign), and tends to drive the view imperatively instead of \
      exposing state. MVVM keeps the view model unaware of the view (the view binds to it); MVP and VIP let the \
      presenter reach the view only through a protocol the view adopts (the MVP-C article's `Viewable`, Lys's VIP \
      `DisplayLogic`), held weakly.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false
  public static let needsSourceFacts = true
  public static let needsCode = true

  public static let parameters = [
    RuleParameter(
      "allowed-types", .strings, default: .strings([]),
      help: "View or view controller names a view model or presenter may reference (`UIViewController`).")
  ]

  public static let triggeringExamples = [
    RuleExample(
      "Login",
      sources: [
        "Login": """
          import UIKit
          final class LoginViewController: UIViewController {
            var presenter: LoginPresenter!
          }
          ↓final class LoginPresenter {
            weak var viewController: LoginViewController?
            func didTapLogin() { viewController?.title = "Logging in" }
          }
          """
      ]),
    RuleExample(
      "Feed",
      sources: [
        "Feed": """
          import SwiftUI
          ↓@Observable final class FeedViewModel {
            var posts: [String] = []
            func detailView(for post: String) -> AnyView { AnyView(Text(post)) }
          }
          """
      ]),
  ]

  public static let nonTriggeringExamples = [
    // The view model names a type the view declares, not the view.
    RuleExample(
      "Account",
      sources: [
        "Account": """
          import SwiftUI
          struct StatusesListView: View {
            enum Mode { case posts, replies }
            @State var fetcher: StatusesFetcher
            var body: some View { Text("Statuses") }
          }
          @Observable final class StatusesFetcher {
            let mode: StatusesListView.Mode
            init(mode: StatusesListView.Mode) { self.mode = mode }
          }
          """
      ]),
    // MVP's way: the presenter knows the protocol the controller adopts, not the controller.
    RuleExample(
      "Login",
      sources: [
        "Login": """
          import UIKit
          protocol LoginView: AnyObject { func show(error: String) }
          final class LoginViewController: UIViewController, LoginView {
            var presenter: LoginPresenter!
            func show(error: String) {}
          }
          final class LoginPresenter {
            weak var view: LoginView?
            func didFail() { view?.show(error: "Wrong password") }
          }
          """
      ]),
    // A name-based check flags `ViewState` and `ReviewModel` (names with `View` in them), and the view holding its
    // view model: only the view model's own references count, and these name no view.
    RuleExample(
      "Reviews",
      sources: [
        "Reviews": """
          import SwiftUI
          struct ReviewModel: Identifiable { let id: Int; let text: String }
          enum ViewState { case loading, loaded([ReviewModel]) }
          @Observable final class ReviewsViewModel {
            var state: ViewState = .loading
          }
          struct ReviewsView: View {
            @State var viewModel = ReviewsViewModel()
            var body: some View { Text("Reviews") }
          }
          """
      ]),
  ]

  let allowedTypes: Set<String>

  public init(parameters: RuleParameterValues) {
    allowedTypes = Set(parameters.strings("allowed-types"))
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let code = context.code else { return [] }
    let declared = Set(code.types.values.map(\.fact.simpleName))
    var findings: [Finding] = []
    for type in context.judgedTypes(roles: [.viewModel, .presenter]) {
      var named: [String] = []
      let written = Set(type.fact.references + type.extensions.flatMap(\.fact.references))
      for edge in code.references(from: type.node) {
        guard let target = code.types[edge.to], !target.isProtocol,
          target.isScreenPart(among: Role.screenViews), !allowedTypes.contains(target.name)
        else { continue }
        // A type nested in the view model (`FeedViewModel.Row: View`) is the view model's own business.
        if target.name.hasPrefix(type.name + ".") { continue }
        // `AccountStatusesListView.Mode`: a type (or a type alias) the view declares, named through it; the view
        // itself is not used.
        let nested = written.filter { $0.hasPrefix(target.name + ".") }.map { TypeGraph.Node(module: target.node.module, name: $0) }
        if nested.contains(where: { code.types[$0].map { !Role.screenViews.contains($0.role) } ?? true }) { continue }
        named.append("\(target.name) (\(target.role.words))")
      }
      for name in written.sorted() where UIFrameworkNames.isFrameworkViewType(name) {
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        guard !declared.contains(simple), !allowedTypes.contains(simple) else { continue }
        named.append(simple)
      }
      guard !named.isEmpty else { continue }
      let instead = type.role == .presenter
        ? "reach the screen through a protocol it adopts (`\(Self.stem(type.name))View`, `DisplayLogic`), held weakly"
        : "expose state and callbacks the view binds to; let a coordinator build the screens"
      findings.append(
        context.finding(
          "'\(type.name)' (\(type.role.withArticle)) references \(named.count == 1 ? "a view" : "views"): "
            + named.sorted().joined(separator: ", "),
          at: type.location, modules: [type.node.module], symbol: type.name,
          notes: [context.roleNote(type), instead]))
    }
    return findings
  }

  /// `LoginPresenter` → `Login`.
  static func stem(_ name: String) -> String {
    let simple = name.split(separator: ".").last.map(String.init) ?? name
    for suffix in ["Presenter", "ViewModel"] where simple.hasSuffix(suffix) && simple != suffix {
      return String(simple.dropLast(suffix.count))
    }
    return simple
  }
}
