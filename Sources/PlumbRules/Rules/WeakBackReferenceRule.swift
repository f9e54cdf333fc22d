import PlumbModel

/// A presenter's reference to its view, and a router's or coordinator's reference to a view controller that owns
/// it, are `weak` (or `unowned`): the reference back up the ownership chain must not close a retain cycle.
///
/// What is a back reference, by role:
/// - *Presenter → view*: a strong stored property of a presenter whose type is a view controller or a UIKit/AppKit
///   view class of the workspace, a protocol such a class adopts (VIP's `ArticlesDisplayLogic`, VIPER's
///   `HomeViewInterface`), or `UIViewController`/`NSViewController` itself. In MVP, VIPER and VIP the screen owns
///   its presenter (directly, or through the interactor), so every strong reference from the presenter to the
///   screen is a cycle.
/// - *Router → view controller*: a strong property of a router typed as a workspace view controller (or a
///   protocol one adopts) that holds the router strongly, directly or through the types it holds (VIP: the view
///   controller holds the router; VIPER: the view controller holds the presenter, which holds the router); or
///   typed as a framework controller (`UIViewController`, `UINavigationController`, ...) when a view controller
///   of the workspace holds the router that way: a screen's router points at that screen.
/// - *Coordinator → host*: a strong property of a coordinator typed as a workspace view controller (or a protocol
///   one adopts, or a window class of the workspace) that holds the coordinator strongly, directly or through the
///   types it holds. A coordinator that owns its `UINavigationController`, tab bar controller or window is the
///   common, correct pattern: the navigation controller owns its screens, not the coordinator, so there is no
///   cycle; seed 003 makes the host `weak` by choice, and `strict-hosts` turns that choice into the rule.
///
/// Not back references: properties the type creates itself (`let view = LoadingView()`: it owns them), `static`
/// properties, closures, and weak boxes (`[Weak<Observer>]`). Types are resolved as the type graph resolves
/// them; a property typed by a generic parameter is not judged. Closures stored by these types that capture `self`
/// strongly are also cycles, but the scan does not record what closures capture: the rule does not see them. A
/// screen holding its coordinator strongly (`var coordinator: MainCoordinator?` in the view controller) closes a
/// cycle with the coordinator's navigation controller; that reference is the screen's, not judged here.
///
/// One finding per type, at its first strong back reference, listing every one.
public struct WeakBackReferenceRule: Rule {
  public static let info = RuleInfo(
    id: "weak-back-reference",
    summary: "Presenters, routers and coordinators hold the screen that owns them weakly.",
    rationale: """
      In VIP the view controller holds the interactor strongly, the interactor holds the presenter strongly, and \
      "if the presenter kept a strong reference back to the view, a retain cycle keeps ARC from freeing the \
      objects": the presenter's and the router's reference to the view controller is `weak` (seed 004). VIPER \
      and MVP have the same chain. MVP-C coordinators reference their host (`weak var rootViewController`, \
      `weak var window`, seed 003). A cycle keeps every screen the user leaves alive, with its observers, timers \
      and requests.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false
  public static let needsSourceFacts = true
  public static let needsCode = true

  public static let parameters = [
    RuleParameter(
      "strict-hosts", .boolean, default: .boolean(false),
      help: "Require coordinators to hold every view controller and window weakly (seed 003's "
        + "`weak var rootViewController`), cycle or not; framework controllers included."),
  ]

  public static let triggeringExamples = [
    RuleExample(
      "Articles",
      sources: [
        "Articles": """
          import UIKit
          protocol ArticlesBusinessLogic: AnyObject { func fetchArticles() }
          protocol ArticlesPresentationLogic: AnyObject { func presentArticles() }
          protocol ArticlesDisplayLogic: AnyObject { func displayArticles() }
          final class ArticlesViewController: UIViewController, ArticlesDisplayLogic {
            var interactor: ArticlesBusinessLogic?
            func displayArticles() {}
          }
          final class ArticlesInteractor: ArticlesBusinessLogic {
            let presenter: ArticlesPresentationLogic
            init(presenter: ArticlesPresentationLogic) { self.presenter = presenter }
            func fetchArticles() { presenter.presentArticles() }
          }
          final class ArticlesPresenter: ArticlesPresentationLogic {
          ↓  var viewController: ArticlesDisplayLogic?
            func presentArticles() { viewController?.displayArticles() }
          }
          """
      ]),
    // VIPER: the view holds the presenter, the presenter the router, and the router holds the view back.
    RuleExample(
      "Home",
      sources: [
        "Home": """
          import UIKit
          final class HomeViewController: UIViewController {
            var presenter: HomePresenter!
          }
          final class HomePresenter {
            unowned let view: HomeViewController
            let wireframe: HomeWireframe
            init(view: HomeViewController, wireframe: HomeWireframe) {
              self.view = view
              self.wireframe = wireframe
            }
          }
          final class HomeWireframe {
          ↓  let viewController: UIViewController
            init(viewController: UIViewController) { self.viewController = viewController }
          }
          """
      ]),
    RuleExample(
      "Login",
      sources: [
        "Login": """
          import UIKit
          protocol Coordinating: AnyObject { func start() }
          final class LoginViewController: UIViewController {
            var coordinator: Coordinating?
          }
          final class LoginCoordinator: Coordinating {
          ↓  var rootViewController: LoginViewController?
            func start() {
              let login = LoginViewController()
              login.coordinator = self
              rootViewController = login
            }
          }
          """
      ]),
  ]

  public static let nonTriggeringExamples = [
    // Seed 004 as written: the presenter's and the router's references are weak.
    RuleExample(
      "Articles",
      sources: [
        "Articles": """
          import UIKit
          protocol ArticlesDisplayLogic: AnyObject { func displayArticles() }
          protocol ArticlesRoutingLogic { func routeToDetail() }
          final class ArticlesViewController: UIViewController, ArticlesDisplayLogic {
            var router: ArticlesRoutingLogic?
            func displayArticles() {}
          }
          final class ArticlesPresenter {
            weak var viewController: ArticlesDisplayLogic?
            private let loadingView = UIActivityIndicatorView()
          }
          final class ArticlesRouter: ArticlesRoutingLogic {
            weak var viewController: ArticlesViewController?
            func routeToDetail() {}
          }
          """
      ]),
    // A name-based check flags the coordinator's strong navigation controller and screen: the navigation
    // controller owns the screens, not the coordinator, and the screen calls back through a weak delegate, so
    // nothing holds the coordinator back.
    RuleExample(
      "App[app]",
      sources: [
        "App": """
          import UIKit
          protocol MacsListDelegate: AnyObject { func didSelect(_ mac: String) }
          final class MacsListViewController: UIViewController {
            weak var delegate: MacsListDelegate?
          }
          final class MacsCoordinator: MacsListDelegate {
            let navigationController: UINavigationController
            private var list: MacsListViewController?
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
              let list = MacsListViewController()
              list.delegate = self
              self.list = list
              navigationController.pushViewController(list, animated: false)
            }
            func didSelect(_ mac: String) {}
          }
          """
      ]),
    // An app-level router that owns the window's root is owned by the app, not by a screen.
    RuleExample(
      "App[app]",
      sources: [
        "App": """
          import UIKit
          final class AppRouter {
            let window: UIWindow
            let root: UINavigationController
            init(window: UIWindow) {
              self.window = window
              root = UINavigationController()
            }
          }
          final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var router: AppRouter?
          }
          """
      ]),
  ]

  /// Framework classes a presenter's view may be typed as.
  static let frameworkScreens: Set<String> = ["UIViewController", "NSViewController"]
  /// Framework controllers and windows a router or coordinator may hold as its host.
  static let frameworkHosts: Set<String> = [
    "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
    "UIPageViewController", "UITableViewController", "UICollectionViewController", "UIWindow",
    "NSViewController", "NSWindowController", "NSWindow", "NSSplitViewController", "NSTabViewController",
  ]

  let strictHosts: Bool

  public init(parameters: RuleParameterValues) {
    strictHosts = parameters.boolean("strict-hosts")
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let code = context.code else { return [] }
    var findings: [Finding] = []
    for type in context.judgedTypes(roles: [.presenter, .router, .coordinator]) {
      var problems: [(line: Int, text: String)] = []
      // Who holds this type strongly among the workspace's view controllers, worked out once when needed.
      var screenOwners: [(node: TypeGraph.Node, path: [String])]?
      func owners() -> [(node: TypeGraph.Node, path: [String])] {
        if let screenOwners { return screenOwners }
        let found = code.allTypes.filter { Self.isScreen($0) }.compactMap { screen in
          code.strongPath(from: screen.node, to: type.node).map { (screen.node, $0) }
        }
        screenOwners = found
        return found
      }
      for property in type.fact.properties where CodeIndex.holdsStrongly(property) && property.inferredType == nil {
        let written = property.typeName!
        let targets = code.resolve(written, in: type.node)
        let screens = targets.filter { target in
          code.concreteCandidates(of: target).contains { code.types[$0].map(Self.isScreen) ?? false }
        }
        let views = targets.filter { target in
          code.concreteCandidates(of: target).contains { code.types[$0].map(Self.isViewClass) ?? false }
        }
        let frameworkNames = CodeIndex.typeNames(in: written)
        switch type.role {
        case .presenter:
          if let target = (screens + views).first {
            problems.append((property.line, "holds its view '\(target.name)' strongly in '\(property.name)'"))
          } else if let name = frameworkNames.first(where: Self.frameworkScreens.contains), targets.isEmpty {
            problems.append((property.line, "holds its view ('\(name)') strongly in '\(property.name)'"))
          }
        case .router, .coordinator:
          var closed = false
          for target in screens + views {
            for candidate in code.concreteCandidates(of: target) where code.types[candidate].map(Self.isScreen) ?? false {
              guard let path = code.strongPath(from: candidate, to: type.node) else { continue }
              problems.append(
                (property.line,
                 "holds '\(target.name)' strongly in '\(property.name)', and \(candidate.name) holds it back "
                   + "(\(path.joined(separator: " → "))): a retain cycle"))
              closed = true
              break
            }
            if closed { break }
          }
          if closed { break }
          let framework = targets.isEmpty ? frameworkNames.first(where: Self.frameworkHosts.contains) : nil
          if type.role == .router, let framework, let owner = owners().first {
            problems.append(
              (property.line,
               "holds '\(framework)' strongly in '\(property.name)' while its screen \(owner.node.name) holds it "
                 + "(\(owner.path.joined(separator: " → "))): a retain cycle"))
          } else if type.role == .coordinator, strictHosts, framework != nil || !screens.isEmpty {
            problems.append(
              (property.line, "holds its host '\(framework ?? screens[0].name)' strongly in '\(property.name)'"))
          }
        default:
          break
        }
      }
      guard let first = problems.first else { continue }
      var message = "'\(type.name)' (\(type.role.withArticle)) "
      message += problems.prefix(2).map(\.text).joined(separator: "; ")
      if problems.count > 2 { message += "; and \(problems.count - 2) more" }
      var notes = [context.roleNote(type), "make the reference `weak` (or `unowned`) so the screen can be freed"]
      notes += problems.dropFirst(2).map { "also \($0.text) (\(type.file):\($0.line))" }
      findings.append(
        context.finding(
          message, at: Location(file: type.file, line: first.line), modules: [type.node.module], symbol: type.name,
          notes: notes))
    }
    return findings
  }

  /// A view controller class of the workspace (a window controller counts: it is AppKit's screen).
  static func isScreen(_ info: CodeIndex.TypeInfo) -> Bool {
    info.role == .viewController && info.fact.kind == .class
  }

  /// A UIKit or AppKit view of the workspace: a view class (SwiftUI views are values and cannot form cycles).
  static func isViewClass(_ info: CodeIndex.TypeInfo) -> Bool {
    info.role == .view && info.fact.kind == .class
  }
}
