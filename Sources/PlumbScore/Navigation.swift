import PlumbModel

/// Who navigates: every navigation API a type uses (`NavigationStack`, `.sheet`, `pushViewController`,
/// `present`) and every other screen it creates or names counts once for that type, by the type's role.
struct NavigationCensus {
  struct Navigator {
    var node: TypeGraph.Node
    var role: Role
    var apiUses: Int
    /// The other screens whose views, view controllers, view models or presenters the type names, each by the first
    /// of its types' names the type names, sorted.
    var screensReached: [String]
    var apis: [String]
    /// A router that only the screens create around themselves (`Router(viewController: self)`) and that reaches
    /// no screen: it executes where the screen chose to go, so its navigation is the screen's. (A coordinator
    /// that a legacy screen starts still runs its own flow.)
    var servesScreens = false
    /// A screen's logic that holds its coordinator and asks it to go on (`coordinator.push(destination:
    /// .detail(model))`), using no navigation API itself: the screens it names are the coordinator's transitions.
    var handsToCoordinator = false

    var weight: Int { apiUses + screensReached.count }
    var isCentral: Bool { (NavigationCensus.centralRoles.contains(role) && !servesScreens) || handsToCoordinator }
  }

  /// Types that navigate, heaviest first.
  var navigators: [Navigator]

  static let centralRoles: Set<Role> = [.coordinator, .router]

  /// What a screen does with navigation APIs that chooses no other screen: closing itself (`dismiss`, popping
  /// back), a sheet or popover of its own content, the navigation container it sits in. A screen that shows
  /// another screen in a sheet still names it, and reaching it counts.
  static let localToAScreen: Set<String> = [
    "dismiss", "popViewController", "popToRootViewController", "popToViewController", "sheet", "fullScreenCover",
    "popover", "NavigationStack", "NavigationView", "NavigationSplitView",
  ]

  init(codebase: Codebase, screens: [Screen], modules: Set<ModuleID>? = nil) {
    // The types that make up screens: a transition is naming one of another screen.
    var screenParts: [TypeGraph.Node: String] = [:]
    for screen in screens {
      let stem = Codebase.stem(of: screen.view.name)
      screenParts[screen.view] = stem
      for part in screen.logic where screenParts[part] == nil { screenParts[part] = stem }
    }
    let screenViews = Set(screens.map(\.view))
    // A hosting controller that is no screen is part of the screen it hosts (`BreedsHostController:
    // ThemedHostingController<BreedsView>`): naming its root view is no transition, and creating it reaches that
    // screen.
    for info in codebase.types(in: modules) where info.role == .viewController && !screenViews.contains(info.node)
      && screenParts[info.node] == nil && codebase.isHostingController(info.node)
    {
      if let hosted = codebase.named(by: info.node).lazy.compactMap({ screenParts[$0] }).first {
        screenParts[info.node] = hosted
      }
    }
    var navigators: [Navigator] = []
    for info in codebase.types(in: modules) {
      let node = info.node
      let isEntryPoint = codebase.index.entryPointTypes.contains(node)
      guard NavigationCensus.centralRoles.contains(info.role) || Role.screenParts.contains(info.role) || isEntryPoint,
        !codebase.isPreview(node)
      else { continue }
      let holdsCoordinator = codebase.held(by: node).contains { codebase.types[$0]?.role == .coordinator }
      // A view that is no screen but holds a coordinator draws the coordinator's navigation (`AppCoordinatorView`
      // turning `coordinator.path` into a `NavigationStack`): it navigates as the coordinator. So does the app's
      // entry point that holds one (`@State var coordinator` drawn as `NavigationStack(path: $coordinator.path)`
      // with its `navigationDestination`); an entry point that holds none launches the app and navigates nowhere.
      var role = info.role
      if (role == .view || role == .viewController || isEntryPoint) && !screenViews.contains(node) && holdsCoordinator {
        role = .coordinator
      }
      if isEntryPoint && role != .coordinator { continue }
      // A type that is no screen but holds a screen's logic (a controller's root view holding its view model) is
      // part of that screen: naming the screen's types is no transition.
      let ownStem = screenParts[node] ?? codebase.held(by: node).lazy.compactMap { screenParts[$0] }.first
        ?? Codebase.stem(of: node.name)
      // What a factory, builder or configurator the type calls creates, the type reaches (a coordinator that
      // starts a screen through `DetailFactory.make()`).
      var targets = codebase.named(by: node)
      for target in targets where codebase.types[target]?.role == .factory { targets += codebase.named(by: target) }
      // A coordinator reaches its own screen too: it creates the view model, wires its outputs, and hands the
      // view over (`HomeScreenCoordinator` making `HomeScreen(context: viewModel.context)`).
      let central = NavigationCensus.centralRoles.contains(role)
      // A component (a cell, a row) that holds the model another screen shows displays it: holding it is no
      // transition to that screen.
      let displayed = codebase.isComponent(info) ? Set(codebase.held(by: node)) : []
      // Each screen reached, by its stem, with the first name (in order) of its types the navigator names.
      var reachedBy: [String: String] = [:]
      for target in targets {
        guard target != node, !displayed.contains(target), let stem = screenParts[target], central || stem != ownStem
        else { continue }
        reachedBy[stem] = min(reachedBy[stem] ?? target.name, target.name)
      }
      var reached = Set(reachedBy.keys)
      // The entry point that draws a coordinator's navigation puts the first screen up: launching is no transition.
      if isEntryPoint { reached = [] }
      let uses = central
        ? info.navigationUses : info.navigationUses.filter { !NavigationCensus.localToAScreen.contains($0.api) }
      guard uses.count + reached.count > 0 else { continue }
      // A router or coordinator that only the app's entry point creates, and that holds the window to put the
      // first screen in it without any navigation API (`window.rootViewController = ...`), does the entry point's
      // wiring: launching the app is no navigation.
      if central, uses.isEmpty, reached.count == 1, NavigationCensus.holdsTheWindow(info),
        NavigationCensus.onlyLaunches(node, in: codebase)
      {
        continue
      }
      // A router that uses no navigation API and reaches only its own module's screen builds that module
      // (`ArticleDetailWireframe.instantiate()` making the controller and its presenter): the screens that call
      // it navigate, the builder does not.
      if role == .router, uses.isEmpty, reached == [ownStem] { continue }
      navigators.append(
        Navigator(
          // The entry point draws its coordinator's navigation and is no coordinator of its own.
          node: node, role: isEntryPoint ? info.role : role, apiUses: uses.count, screensReached: reached.compactMap { reachedBy[$0] }.sorted(),
          apis: Array(Set(uses.map(\.api))).sorted(),
          servesScreens: role == .router && reached.isEmpty && NavigationCensus.isScreensHelper(node, in: codebase),
          handsToCoordinator: (!central && holdsCoordinator && uses.isEmpty) || isEntryPoint))
    }
    self.navigators = navigators.sorted { ($0.weight, $1.node) > ($1.weight, $0.node) }
  }

  /// Whether the only types that name a router are screens and their logic (views, view controllers, view models,
  /// presenters): no coordinator or app-level type drives it.
  static func isScreensHelper(_ node: TypeGraph.Node, in codebase: Codebase) -> Bool {
    let screenSide: Set<Role> = [.view, .viewController, .viewModel, .presenter]
    let namers = codebase.index.allTypes.filter { $0.node != node && codebase.named(by: $0.node).contains(node) }
    return !namers.isEmpty && namers.allSatisfy { screenSide.contains($0.role) }
  }

  /// Whether the only types that name `node`, or a protocol it adopts (a screen's `delegate: HomeCoordinatorDelegate`
  /// is the coordinator), are the app's entry point: the application delegate, the `App`, a scene delegate.
  static func onlyLaunches(_ node: TypeGraph.Node, in codebase: Codebase) -> Bool {
    let adopted = (codebase.outgoing[node] ?? []).filter {
      $0.kinds.contains(.inheritance) && codebase.types[$0.to]?.isProtocol == true
    }.map(\.to)
    let names = Set([node] + adopted)
    let namers = codebase.index.allTypes.filter {
      !names.contains($0.node) && !names.isDisjoint(with: codebase.named(by: $0.node))
    }
    return !namers.isEmpty && namers.allSatisfy { namer in
      codebase.index.entryPointTypes.contains(namer.node)
        || namer.fact.inherits.contains { sceneDelegates.contains($0) }
    }
  }

  static let sceneDelegates: Set<String> = ["UIWindowSceneDelegate", "UISceneDelegate"]

  /// Whether the type keeps the app's window (`private weak var window: UIWindow?`).
  static func holdsTheWindow(_ info: Codebase.TypeInfo) -> Bool {
    info.fact.properties.contains { property in
      property.typeName.map { !CodeIndex.typeNames(in: $0).isDisjoint(with: ["UIWindow", "NSWindow"]) } ?? false
    }
  }

  var summary: StyleDetection.Navigation {
    var result = StyleDetection.Navigation()
    for navigator in navigators {
      if navigator.isCentral {
        result.centralised += navigator.weight
        result.navigators += 1
      } else {
        result.scattered += navigator.weight
      }
    }
    return result
  }

  /// Screens (their views and logic types) that navigate.
  func navigatingScreens(_ screens: [Screen]) -> Int {
    let navigating = Set(navigators.filter { !$0.isCentral }.map(\.node))
    return screens.filter { screen in
      navigating.contains(screen.view) || screen.logic.contains { navigating.contains($0) }
    }.count
  }
}
