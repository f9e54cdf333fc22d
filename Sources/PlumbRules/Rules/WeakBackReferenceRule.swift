import PlumbModel

/// A presenter's, router's or coordinator's reference to a view controller (or view) that owns it is `weak` (or
/// `unowned`): the reference back up the ownership chain must not close a retain cycle.
///
/// A strong stored property of a presenter, router or coordinator is a back reference when its type is a view
/// controller of the workspace (for a presenter, also a UIKit or AppKit view class), or a protocol one adopts
/// (VIP's `ArticlesDisplayLogic`, VIPER's `HomeViewInterface`), and that view controller holds the type strongly,
/// directly or through the types it holds: in VIP the view controller holds the interactor, which holds the
/// presenter; in VIPER the view controller holds the presenter, which holds the router; in MVP-C a screen may
/// hold its coordinator. The finding shows the chain back. A property typed as a framework screen class
/// (`UIViewController`, `NSViewController`) counts for a presenter or router that a view controller of the
/// workspace holds that way: a screen's presenter or router points at that screen, unless it already holds a
/// screen weakly (then that is its screen, and the strong one is the next screen it presents).
///
/// What ownership means here, and why a coordinator's navigation controller is no finding: a container
/// (`UINavigationController`, `UITabBarController`, a window) holds the screens it shows and releases each when it
/// is popped or dismissed, so a coordinator or router that owns its navigation controller keeps nothing alive
/// after its screens are gone; that is the common, correct coordinator. The MVP-C article makes the host
/// `weak var rootViewController` / `weak var window` by choice; `strict-hosts` turns that choice into the rule
/// for coordinators (every view controller, container and window they hold strongly, cycle or not).
///
/// Not judged: test doubles, in test files that a module inferred from folders compiles (`Tests/`, `...Tests/`,
/// `...Tests.swift`); test targets are never indexed.
///
/// Not back references: properties the type creates itself (`let view = LoadingView()`: it owns them), a view
/// that does not hold the presenter (a cell presenter holding its cell), `static` properties, closures and weak
/// boxes (`[Weak<Observer>]`). Types are resolved as the type graph resolves them: a property typed by a generic
/// parameter is not judged, and a chain through one is not seen. A screen holding its coordinator strongly
/// (`var coordinator: MainCoordinator?`) is judged only as one end of a cycle the coordinator closes.
///
/// Closures close cycles too. A closure that uses `self` without `[weak self]` (or `unowned`) holds `self`; when
/// the type stores it in its own property (`onUpdate = { self.reload() }`) or in a property of an object it holds
/// strongly (`viewModel.onFinish = { self.finish() }` with `let viewModel`), that object holds the type back. A
/// closure given to an object the type does not keep (a local screen pushed onto a navigation controller, which
/// releases it when popped) is no cycle the rule can see, and is not reported.
///
/// One finding per type, at its first strong back reference, listing every one.
public struct WeakBackReferenceRule: Rule {
  public static let info = RuleInfo(
    id: "weak-back-reference",
    summary: "Presenters, routers and coordinators hold the screen that owns them weakly.",
    rationale: """
      In VIP the view controller holds the interactor strongly, the interactor holds the presenter strongly, and \
      "if the presenter kept a strong reference back to the view, a retain cycle keeps ARC from freeing the \
      objects": the presenter's and the router's reference to the view controller is `weak` (Lys's VIP article). VIPER \
      and MVP have the same chain. MVP-C coordinators reference their host (`weak var rootViewController`, \
      `weak var window`, in the MVP-C article). A cycle keeps every screen the user leaves alive, with its observers, timers \
      and requests.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false
  public static let needsSourceFacts = true
  public static let needsCode = true

  public static let parameters = [
    RuleParameter(
      "strict-hosts", .boolean, default: .boolean(false),
      help: "Require coordinators to hold every view controller and window weakly (the MVP-C article's "
        + "`weak var rootViewController`), cycle or not; framework controllers included."),
  ]

  /// Framework screen classes a presenter's or router's view controller may be typed as. Containers
  /// (`UINavigationController`, `UITabBarController`, windows) are left out: they release a screen when it is
  /// popped or dismissed, so a strong reference to one keeps nothing alive after its screen is gone.
  static let frameworkScreens: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "NSViewController",
  ]
  /// Framework controllers and windows a coordinator may hold as its host (judged with `strict-hosts` only).
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
    for type in context.judgedAppTypes(roles: [.presenter, .router, .coordinator]) {
      var problems: [(file: String, line: Int, text: String)] = []
      // Who holds this type strongly among the workspace's view controllers, worked out once when needed.
      var screenOwners: [(node: TypeGraph.Node, path: [String])]?
      func owners() -> [(node: TypeGraph.Node, path: [String])] {
        if let screenOwners { return screenOwners }
        let found = code.allTypes.filter { Self.isScreen($0) && !CodeIndex.isTestPath($0.file) }.compactMap { screen in
          code.strongPath(from: screen.node, to: type.node).map { (screen.node, $0) }
        }
        screenOwners = found
        return found
      }
      for property in type.fact.properties where CodeIndex.holdsStrongly(property) && property.inferredType == nil {
        let written = property.typeName!
        let targets = code.resolve(written, in: type.node)
        // The view controllers (and, for a presenter, view classes) the property may hold, and whether one of
        // them holds this type back.
        var cycle: (target: TypeGraph.Node, holder: TypeGraph.Node, path: [String])?
        var screens: [TypeGraph.Node] = []
        search: for target in targets {
          for candidate in code.concreteCandidates(of: target) {
            guard let info = code.types[candidate],
              Self.isScreen(info) || (type.role == .presenter && Self.isViewClass(info))
            else { continue }
            screens.append(target)
            if let path = code.strongPath(from: candidate, to: type.node) {
              cycle = (target, candidate, path)
              break search
            }
          }
        }
        if let cycle {
          let what = type.role == .presenter ? "its view" : "'\(cycle.target.name)'"
          let target = type.role == .presenter ? " '\(cycle.target.name)'" : ""
          problems.append(
            (type.file, property.line,
             "holds \(what)\(target) strongly in '\(property.name)', and \(cycle.holder.name) holds it back "
               + "(\(cycle.path.joined(separator: " → "))): a retain cycle"))
          continue
        }
        let names = targets.isEmpty ? CodeIndex.typeNames(in: written).sorted() : []
        if type.role != .coordinator, let framework = names.first(where: Self.frameworkScreens.contains),
          !holdsAScreenWeakly(type, code: code), let owner = owners().first
        {
          problems.append(
            (type.file, property.line,
             "holds '\(framework)' strongly in '\(property.name)' while its screen \(owner.node.name) holds it "
               + "(\(owner.path.joined(separator: " → "))): a retain cycle"))
        } else if type.role == .coordinator, strictHosts,
          let host = screens.first?.name ?? names.first(where: Self.frameworkHosts.contains)
        {
          problems.append((type.file, property.line, "holds its host '\(host)' strongly in '\(property.name)'"))
        }
      }
      problems += closureCycles(of: type, code: code)
      guard let first = problems.first else { continue }
      var message = "'\(type.name)' (\(type.role.withArticle)) "
      message += problems.prefix(2).map(\.text).joined(separator: "; ")
      if problems.count > 2 { message += "; and \(problems.count - 2) more" }
      var notes = [context.roleNote(type), "make the reference `weak` (or `unowned`) so the screen can be freed"]
      notes += problems.dropFirst(2).map { "also \($0.text) (\($0.file):\($0.line))" }
      findings.append(
        context.finding(
          message, at: Location(file: first.file, line: first.line), modules: [type.node.module], symbol: type.name,
          notes: notes))
    }
    return findings
  }

  /// Closures capturing `self` strongly that the type stores in its own properties or in a property of an object
  /// it holds strongly (declarations in the type's extensions of the same module included).
  func closureCycles(of type: CodeIndex.TypeInfo, code: CodeIndex) -> [(file: String, line: Int, text: String)] {
    guard type.fact.kind == .class || type.fact.kind == .actor else { return [] }
    let assignments = [(type.file, type.fact)] + type.extensions.map { ($0.file, $0.fact) }
    guard assignments.contains(where: { !$0.1.selfCapturingClosures.isEmpty }) else { return [] }
    // The stored properties of the type and its workspace superclasses, by name.
    var properties: [String: PropertyFact] = [:]
    var current: TypeGraph.Node? = type.node
    var visited: Set<TypeGraph.Node> = []
    while let node = current, visited.insert(node).inserted, let info = code.types[node] {
      for property in info.fact.properties where !property.isStatic && properties[property.name] == nil {
        properties[property.name] = property
      }
      current = code.superclass(of: node)
    }
    var problems: [(file: String, line: Int, text: String)] = []
    for (file, fact) in assignments {
      for closure in fact.selfCapturingClosures {
        let components = closure.target.split(separator: ".").map(String.init)
        guard let first = components.first, let property = properties[first] else { continue }
        if components.count == 1 {
          problems.append(
            (file, closure.position.line,
             "stores a closure that captures self strongly in its own '\(first)': a retain cycle"))
        } else if property.ownership == nil {
          problems.append(
            (file, closure.position.line,
             "gives '\(closure.target)' a closure that captures self strongly, and holds '\(first)' strongly: a "
               + "retain cycle"))
        }
      }
    }
    return problems
  }

  /// Whether the type already holds a screen weakly (`weak var source: UIViewController?`): that one is its own
  /// screen, and a strong `UIViewController` beside it is another (the destination a router presents).
  func holdsAScreenWeakly(_ type: CodeIndex.TypeInfo, code: CodeIndex) -> Bool {
    type.fact.properties.contains { property in
      guard property.ownership != nil, let written = property.typeName else { return false }
      if CodeIndex.typeNames(in: written).contains(where: Self.frameworkScreens.contains) { return true }
      return code.resolve(written, in: type.node).flatMap(code.concreteCandidates(of:)).contains { candidate in
        code.types[candidate].map(Self.isScreen) ?? false
      }
    }
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
