import PlumbModel

/// Views, view controllers, view models, presenters and interactors do not navigate: they expose a callback (or a
/// delegate, or an output) and a coordinator or router decides where to go.
///
/// A navigation *decision* is a use of an API that shows another screen or changes the stack:
/// `pushViewController`, `present(_:animated:)`, `show(_:sender:)`, `setViewControllers`, the `pop…` calls,
/// `showDetailViewController`, and in SwiftUI `NavigationLink`, `.navigationDestination`, `.sheet`,
/// `.fullScreenCover` and `.popover`. SwiftUI's containers (`NavigationStack`, `NavigationSplitView`,
/// `NavigationView`, `NavigationPath`) are not decisions: they are where the screens the coordinator chooses are
/// drawn, so a root view that holds a `NavigationStack` is accepted, and so is a view that holds a coordinator and
/// turns its path into a stack (it draws the coordinator's decisions). A screen closing itself (`dismiss()`,
/// `dismiss(animated:)`, `popViewController`) chooses no destination and is accepted unless `include-dismiss` is
/// set; `popToRootViewController` and `popToViewController` choose where to go and count.
///
/// Not judged: coordinators, routers, factories and types without a role; the composition root (the `App`,
/// application and scene delegates, anything marked `@main`); subclasses of the framework's container
/// controllers (`UINavigationController`, `UITabBarController`, `UISplitViewController`,
/// `UIPageViewController`), whose job is navigation; and navigation components: a view generic over the
/// destination it stores (`struct ModalLink<Destination: View> { var destination: Destination }`), which decides
/// nothing until its user fills the destination in. One finding per type, at its first decision, with every API it
/// uses.
public struct NavigationInCoordinatorRule: Rule {
  public static let info = RuleInfo(
    id: "navigation-in-coordinator",
    summary: "Only coordinators and routers navigate; views and their logic expose callbacks instead.",
    rationale: """
      When a screen pushes or presents the next one, it knows the next one: screens can no longer be reused in \
      another flow, tested alone, or moved to their own module, and the app's flow is scattered over every \
      screen. MVVM-C and MVP-C give navigation to coordinators, VIPER and VIP to routers, and Build-block \
      Architecture to the coordinators of the app target ("no view knows another, only the coordinators"): views \
      and view models expose callbacks, and the coordinator decides where each leads.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false
  public static let needsSourceFacts = true
  public static let needsCode = true

  public static let parameters = [
    RuleParameter(
      "include-dismiss", .boolean, default: .boolean(false),
      help: "Whether a screen closing itself (`dismiss()`, `dismiss(animated:)`, `popViewController`) counts as "
        + "navigating."),
    RuleParameter(
      "allowed-apis", .strings, default: .strings([]),
      help: "Navigation APIs accepted anywhere (`sheet`, `NavigationLink`): a team that lets views show their "
        + "own sheets."),
  ]

  /// Where screens are drawn, not where the app decides which: never a finding.
  static let containers: Set<String> = [
    "NavigationStack", "NavigationSplitView", "NavigationView", "NavigationPath", "TabView",
  ]
  /// UIKit's and AppKit's container controllers: navigation is what their subclasses are for.
  static let containerControllers: Set<String> = [
    "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
    "NSSplitViewController", "NSTabViewController",
  ]
  static let compositionRootProtocols: Set<String> = [
    "App", "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
  ]

  /// A view generic over what it shows that stores it (`struct ModalLink<Destination: View> { var destination:
  /// Destination }`) is a navigation component, like `NavigationLink` itself: whoever fills in the destination
  /// decides.
  static func destinationIsInjected(_ fact: TypeFact) -> Bool {
    guard !fact.genericParameters.isEmpty else { return false }
    let generics = Set(fact.genericParameters)
    return fact.properties.contains { property in
      guard let written = property.typeName else { return false }
      return !CodeIndex.typeNames(in: written).isDisjoint(with: generics)
    }
  }

  /// A screen closing itself: back to where it came from, which it does not choose.
  static let closings: Set<String> = ["dismiss", "popViewController"]

  let includeDismiss: Bool
  let allowedAPIs: Set<String>

  public init(parameters: RuleParameterValues) {
    includeDismiss = parameters.boolean("include-dismiss")
    allowedAPIs = Set(parameters.strings("allowed-apis"))
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let code = context.code else { return [] }
    var findings: [Finding] = []
    for type in context.judgedTypes(roles: Role.screenParts) {
      let fact = type.fact
      if code.entryPointTypes.contains(type.node) || fact.inherits.contains(where: Self.compositionRootProtocols.contains)
        || fact.inherits.first.map(Self.containerControllers.contains) == true
      {
        continue
      }
      // A view that holds a coordinator draws the coordinator's navigation.
      if code.held(by: type.node).contains(where: { code.types[$0]?.role == .coordinator }) { continue }
      if Self.destinationIsInjected(fact) { continue }
      let decisions = type.apiUses.filter { placed in
        let use = placed.use
        return use.category == .navigation && !Self.containers.contains(use.api) && !allowedAPIs.contains(use.api)
          && (includeDismiss || !Self.closings.contains(use.api))
      }.sorted { ($0.file, $0.use.position) < ($1.file, $1.use.position) }
      guard let first = decisions.first else { continue }
      var counts: [String: Int] = [:]
      for decision in decisions { counts[decision.use.api, default: 0] += 1 }
      let apis = counts.sorted { $0.key < $1.key }.map { $0.value > 1 ? "\($0.key) ×\($0.value)" : $0.key }
      let instead = type.role == .view || type.role == .viewController
        ? "expose a callback (or a delegate) and let a coordinator or router show the next screen"
        : "report the event (a callback, an output, a published route) and let a coordinator or router act on it"
      var notes = [context.roleNote(type), instead]
      notes += decisions.dropFirst().prefix(5).map { "also \($0.use.api) at \($0.file):\($0.use.position.line)" }
      findings.append(
        context.finding(
          "'\(type.name)' (\(type.role.withArticle)) navigates: \(apis.joined(separator: ", "))",
          at: first.location, modules: [type.node.module], symbol: type.name, notes: notes))
    }
    return findings
  }
}
