import PlumbModel

/// A screen: a view controller, or a SwiftUI view that holds its logic in another type, with the style that
/// logic shows. Relations decide, names only support: a screen is MVVM because its view holds a view model, not
/// because a file is called `ViewModel`.
struct Screen {
  var view: TypeGraph.Node
  var style: ArchitectureStyle
  /// The types the view holds that decided the style (the view model, the presenter, the interactor, the store).
  var logic: [TypeGraph.Node]
  /// Why, in words: `holds MacsListPresenter, which holds MacsListInteractor`.
  var relation: String
  /// A controller that holds nothing of its own to show (see `Codebase.isPassive`): a screen the app navigates to,
  /// which votes for no pattern beside screens that hold their logic.
  var isPassive = false
}

extension Codebase {
  /// Framework containers: a subclass of these is navigation, not a screen.
  static let containerControllers: Set<String> = [
    "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
    "NSSplitViewController", "NSTabViewController",
  ]

  /// Every screen of the code modules, in type order.
  func screens(in modules: Set<ModuleID>? = nil) -> [Screen] {
    var candidates: [(node: TypeGraph.Node, isController: Bool, holds: [TypeGraph.Node])] = []
    for info in types(in: modules) {
      let node = info.node
      guard info.role == .view || info.role == .viewController, !info.isProtocol else { continue }
      // Private types, and controllers nested in another type, are helpers of a screen. A SwiftUI view nested in its
      // feature (`extension Settings { struct View: SwiftUI.View }`, TCA's habit) is a screen.
      if info.fact.accessLevel == .private || info.fact.accessLevel == .fileprivate { continue }
      // A test double standing in for a screen (`VisionKitViewControllerMock`) is test code, whatever target builds
      // it. Its name says so, not its folder: apps build real scenes from a tests folder too.
      if isTestDouble(node) { continue }
      if info.role == .viewController && isNestedInAScreen(node) { continue }
      // A controller is a class: an enum named like one (SwiftGen's `StoryboardScene.EditHistoryViewController`)
      // only names the storyboard scene.
      if info.role == .viewController && info.fact.kind != .class { continue }
      // Previews, representable bridges, and components named for their place in a screen (a cell, a row, a
      // picker) are parts of screens, whatever they hold.
      if isPreview(node) || isComponent(info) { continue }
      // Xcode's template controller (`ViewController`) that no code names, beside other screens, is a leftover.
      if node.name == "ViewController" && !isNamedByOthers(node) && info.fact.properties.isEmpty { continue }
      // A template screen left as Xcode wrote it was not written by the app's authors.
      if isUntouchedTemplate(info) { continue }
      // A controller is a screen when UIKit or AppKit says so (a framework superclass) or its name does in full:
      // `TreeController`, named like a controller, is a model object.
      if info.role == .viewController
        && !info.evidence.contains(where: { $0.hasPrefix("subclass of") || $0 == "name ends in ViewController" })
      {
        continue
      }
      // A base class other controllers extend is their shared code, not a screen.
      if info.role == .viewController && (adopters[node] ?? []).contains(where: { types[$0]?.role == .viewController }) {
        continue
      }
      if info.role == .viewController, let superclass = info.fact.inherits.first,
        Codebase.containerControllers.contains(superclass)
      {
        continue
      }
      // A generic hosting controller (`Wrapper<T: View>: UIHostingController<T>`) puts whatever view it is given on
      // screen: it names no view of the app, and the view it hosts is the screen.
      if info.role == .viewController && isGenericHost(info) { continue }
      // UIKit views (cells, controls, a controller's root view on the app's own `UIView` base) are parts of screens;
      // SwiftUI views, which are never classes, are screens when they hold logic.
      let isSwiftUI = info.role == .view && info.fact.kind != .class
        && !info.fact.inherits.contains { Codebase.uiKitViews.contains($0) }
      guard info.role == .viewController || isSwiftUI else { continue }
      candidates.append((node, info.role == .viewController, holdings(of: node)))
    }
    // An observable object that views of three or more features hold (a theme, the app's state, a session) is
    // shared state, not a screen's view model.
    var holders: [TypeGraph.Node: Set<String>] = [:]
    let logicRoles: Set<Role> = [.viewModel, .presenter, .interactor]
    for candidate in candidates {
      for held in Set(candidate.holds) where types[held].map({ logicRoles.contains($0.role) }) == true {
        holders[held, default: []].insert(Codebase.stem(of: candidate.node.name))
      }
    }
    let shared = Set(holders.filter { $0.value.count >= 3 }.keys)
    var screens = candidates.compactMap { candidate -> Screen? in
      let holds = candidate.holds.filter { !isSharedObject($0, heldBy: candidate.node, sharedByFeatures: shared) }
      return screen(of: candidate.node, isController: candidate.isController, holding: holds)
    }
    // A hosting controller that holds no logic of its own only puts a SwiftUI view on screen: when the view it
    // hosts holds the logic (`CatsListViewController: ThemeHostingController<CatsListView<VM>>`), that view is the
    // screen. A hosting controller of a plain view, which holds nothing either, stays the screen.
    let views = Set(screens.filter { types[$0.view]?.role == .view }.map(\.view))
    screens.removeAll { screen in
      screen.style == .mvc && isHostingController(screen.view) && named(by: screen.view).contains(where: views.contains)
    }
    // A subclass of a system controller (the document camera, the image picker, the mail composer) that holds no
    // logic of its own shows the system's screen, set up by the app: it is no screen its authors wrote.
    screens.removeAll { screen in screen.style == .mvc && isSystemScreen(screen.view) }
    // A VIPER module whose screen needs no interactor (a details page) still has the module's router: beside
    // VIPER screens, it is a VIPER screen, not an MVP one. VIPER authors who route through a coordinator per module
    // ("as Router I have used the Coordinator pattern") give the module a coordinator in the router's place.
    if screens.contains(where: { $0.style == .viper }) {
      for index in screens.indices where screens[index].style == .mvp {
        let view = screens[index].view
        let stem = Codebase.stem(of: view.name)
        let routers = [Role.router, .coordinator].lazy.compactMap {
          self.partners[PartnerKey(module: view.module, stem: stem, role: $0)]?.first
        }
        guard let router = routers.first else { continue }
        screens[index].style = .viper
        screens[index].relation += "; its module has router \(router.name), as the VIPER modules do"
      }
    }
    for index in screens.indices where screens[index].style == .mvc && isPassive(screens[index].view) {
      screens[index].isPassive = true
      screens[index].relation += "; it names no data, service or logic type, only views and its navigation"
    }
    return screens.sorted { $0.view < $1.view }
  }

  /// Roles of the app's types a controller may name and still hold nothing of its own: views, other controllers,
  /// and the coordinators or routers it hands its taps to.
  static let passiveRoles: Set<Role> = [.view, .viewController, .coordinator, .router, .flowType]

  /// Names other than UIKit's (`UI...`) that a controller holding nothing keeps: geometry, layout, bindings.
  static let passiveHeldNames: Set<String> = [
    "CGFloat", "CGRect", "CGSize", "CGPoint", "CGAffineTransform", "NSLayoutConstraint", "NSAttributedString",
    "NSMutableAttributedString", "CALayer", "CAGradientLayer", "CAShapeLayer", "DisposeBag", "AnyCancellable", "Set",
  ]

  /// Names its code may use besides: plain values that format a title, the initialisers' coder, selectors.
  static let passiveNames: Set<String> = passiveHeldNames.union([
    "String", "Int", "Bool", "Double", "Float", "Void", "Selector", "NSCoder", "NSObject", "Any", "AnyObject",
    "MainActor",
  ])

  /// Whether a controller holds nothing of its own to show: its declaration and extensions name, of the app's
  /// types, only views, controllers and the coordinators or routers it calls (directly or through a delegate
  /// protocol they adopt), of the frameworks only UIKit's types and plain values; its stored properties keep only
  /// views, layout, its navigation and callbacks; and it uses no network, file, defaults or database API. A tab left as a placeholder (`view.backgroundColor = .white` and nothing else), a
  /// welcome page whose buttons call its coordinator: no model to hold, so no view model to hold it, and nothing
  /// of MVC's controller either. Such a screen is like a SwiftUI view that holds nothing, which is no screen: it
  /// says nothing of the pattern its authors follow.
  func isPassive(_ node: TypeGraph.Node) -> Bool {
    guard let info = types[node], info.role == .viewController, info.sideEffects == 0 else { return false }
    let allowed = { (target: TypeGraph.Node) -> Bool in
      guard let role = self.types[target]?.role else { return false }
      return Codebase.passiveRoles.contains(role)
    }
    var workspace: Set<String> = []
    for target in named(by: node) where target != node {
      let delegates = (types[target]?.isProtocol ?? false) ? adopters[target] ?? [] : []
      guard allowed(target) || (!delegates.isEmpty && delegates.allSatisfy(allowed)) else { return false }
      workspace.insert(target.name)
      workspace.insert(String(target.name.split(separator: ".").last ?? ""))
    }
    let simple = String(node.name.split(separator: ".").last ?? "")
    // What it inherits or adopts (the app's `BaseViewController`, a table's delegate protocols) is its kind, not
    // data it holds.
    let kinds = Set(
      info.fact.inherits.map(TypeGraph.withoutGenericArguments) + info.extensions.flatMap(\.fact.inherits))
    let references = info.fact.references + info.extensions.flatMap(\.fact.references)
    let used = references.allSatisfy { name in
      name == simple || workspace.contains(name) || kinds.contains(name) || name.hasPrefix("UI")
        || Codebase.passiveNames.contains(name)
    }
    // What it keeps is views, its navigation and callbacks (`var onDone: (() -> Void)?`): a list of strings, a
    // counter, a name handed in are data it shows.
    let kept = info.fact.properties.allSatisfy { property in
      guard !property.isStatic else { return true }
      guard let type = property.typeName else { return false }
      if type.contains("->") { return true }
      return CodeIndex.typeNames(in: type).allSatisfy { name in
        workspace.contains(name) || name.hasPrefix("UI") || Codebase.passiveHeldNames.contains(name)
      }
    }
    return used && kept
  }

  /// Name endings of test doubles (Gerard Meszaros, *xUnit Test Patterns*, 2007: dummy, stub, spy, mock, fake).
  static let testDoubleWords = ["Mock", "Stub", "Spy", "Fake", "Dummy"]

  /// Whether a type is named as a test double.
  func isTestDouble(_ node: TypeGraph.Node) -> Bool {
    let simple = node.name.split(separator: ".").last.map(String.init) ?? node.name
    return Codebase.testDoubleWords.contains { word in
      if simple.hasSuffix(word) { return true }
      // `MockScannerViewController`, not `Spyglass...`: the word, then a capital.
      guard simple.hasPrefix(word), simple.count > word.count else { return false }
      return simple[simple.index(simple.startIndex, offsetBy: word.count)].isUppercase
    }
  }

  /// The system's own screens, presented whole: an app subclasses them to set them up, not to write a screen.
  static let systemControllers: Set<String> = [
    "VNDocumentCameraViewController", "UIImagePickerController", "PHPickerViewController",
    "MFMailComposeViewController", "MFMessageComposeViewController", "SFSafariViewController",
    "UIActivityViewController", "UIDocumentPickerViewController",
    "UIDocumentBrowserViewController", "UIVideoEditorController", "UIReferenceLibraryViewController",
    "UIFontPickerViewController", "UIColorPickerViewController", "CNContactPickerViewController",
    "CNContactViewController", "EKEventEditViewController", "EKEventViewController", "EKCalendarChooser",
    "QLPreviewController", "AVPlayerViewController", "SKStoreProductViewController", "GKGameCenterViewController",
    "PKAddPaymentPassViewController", "PKPaymentAuthorizationViewController", "DataScannerViewController",
  ]

  /// Whether a controller is, directly or through the app's own subclasses, a subclass of a system controller.
  func isSystemScreen(_ node: TypeGraph.Node) -> Bool {
    ([node] + superclasses(of: node)).contains { owner in
      guard let superclass = types[owner]?.fact.inherits.first else { return false }
      return Codebase.systemControllers.contains(TypeGraph.withoutGenericArguments(superclass))
    }
  }

  /// Whether a controller hosts its own generic parameter (`final class Wrapper<T: View>: UIHostingController<T>`):
  /// a wrapper for any view, not a screen.
  func isGenericHost(_ info: TypeInfo) -> Bool {
    guard let base = info.fact.inherits.first, let open = base.firstIndex(of: "<"),
      Codebase.hostingControllers.contains(TypeGraph.withoutGenericArguments(base))
    else { return false }
    let hosted = CodeIndex.typeNames(in: String(base[open...]))
    return !hosted.isEmpty && hosted.isSubset(of: Set(info.fact.genericParameters))
  }

  /// The members of the detail screen Xcode's master-detail template writes (`detailItem`, `configureView()`, the
  /// `detailDescriptionLabel` outlet, and the life-cycle overrides it fills in).
  static let detailTemplateMembers: Set<String> = [
    "detailItem", "configureView", "detailDescriptionLabel", "viewDidLoad", "didReceiveMemoryWarning",
  ]

  /// Whether a controller is the master-detail template's `DetailViewController` with nothing added: its members are
  /// the template's, and no extension adds others. One member of the app's own makes it the app's screen.
  func isUntouchedTemplate(_ info: TypeInfo) -> Bool {
    guard info.role == .viewController, info.name == "DetailViewController",
      Set(info.fact.memberNames).isSubset(of: Codebase.detailTemplateMembers),
      info.fact.memberNames.contains("detailItem"), info.fact.memberNames.contains("configureView")
    else { return false }
    let extended = files.contains { file in
      file.types.contains { $0.kind == .extension && $0.name == info.name && !$0.memberNames.isEmpty }
        && moduleOfFile[file.path] == info.node.module
    }
    return !extended
  }

  /// Whether an interactor a presenter holds is a Clean use case rather than its VIPER module's interactor: it
  /// belongs to another feature (`MovieInteractor` held by `UpcomingMoviesPresenter`) and is kept under a Clean
  /// layer's folder (`domain/movie/`), where no screen's module part lives. The interactor of the presenter's own
  /// feature is its module's, wherever it is kept.
  func isLayerUseCase(_ interactor: TypeGraph.Node, of stems: [String]) -> Bool {
    guard let info = types[interactor], !stems.contains(Codebase.stem(of: interactor.name)) else { return false }
    // A protocol stands for its adopters: the one the presenter is handed decides.
    let files = info.isProtocol ? (adopters[interactor] ?? []).compactMap { types[$0]?.file } : [info.file]
    return !files.isEmpty && files.allSatisfy { file in
      file.split(separator: "/").dropLast().contains { CleanLayers.layerNames.contains($0.lowercased()) }
    }
  }

  /// SwiftUI's controllers that host a view (`UIHostingController<Root>`).
  static let hostingControllers: Set<String> = ["UIHostingController", "NSHostingController"]

  /// Whether a controller is SwiftUI's hosting controller, directly or through the app's own subclass of it
  /// (`ThemeHostingController<Content>: UIHostingController<Content>`).
  func isHostingController(_ node: TypeGraph.Node) -> Bool {
    ([node] + superclasses(of: node)).contains { owner in
      types[owner]?.fact.inherits.contains {
        Codebase.hostingControllers.contains(TypeGraph.withoutGenericArguments($0))
      } == true
    }
  }

  /// Whether a controller is nested in a view or view controller, as its helper. A controller nested in a
  /// namespace (`extension VC { class DebugViewController }`, where `VC` is an empty class, an enum or a typealias
  /// of one) is a screen like any other.
  func isNestedInAScreen(_ node: TypeGraph.Node) -> Bool {
    guard let dot = node.name.lastIndex(of: ".") else { return false }
    let outer = TypeGraph.Node(module: node.module, name: String(node.name[..<dot]))
    return types[outer].map { [.view, .viewController].contains($0.role) } ?? false
  }

  /// Whether any other type of the codebase names `node`.
  func isNamedByOthers(_ node: TypeGraph.Node) -> Bool {
    index.allTypes.contains { $0.node != node && named(by: $0.node).contains(node) }
  }

  /// A preview (`HomeScreen_Previews`, a view nested in one, a `PreviewProvider`) shows a screen in Xcode; it is
  /// none.
  func isPreview(_ node: TypeGraph.Node) -> Bool {
    let components = node.name.split(separator: ".")
    if components.contains(where: { $0.hasSuffix("Previews") || $0.hasSuffix("_Preview") }) { return true }
    let outer = TypeGraph.Node(module: node.module, name: String(components[0]))
    return [node, outer].contains { types[$0]?.fact.inherits.contains("PreviewProvider") == true }
  }

  /// Names of SwiftUI views that are parts of a screen, not screens.
  static let componentSuffixes = ["Cell", "Row", "Picker", "Button", "Badge", "Header", "Footer", "Toolbar"]

  /// A SwiftUI component: a representable (UIKit's view or controller wrapped for SwiftUI, whose screen is the
  /// wrapped controller), or a view named for its place in a screen.
  func isComponent(_ info: TypeInfo) -> Bool {
    guard info.role == .view else { return false }
    let representables = ["UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
      "NSViewControllerRepresentable"]
    if info.fact.inherits.contains(where: { representables.contains(TypeGraph.withoutGenericArguments($0)) }) {
      return true
    }
    var simple = Substring(info.name.split(separator: ".").last ?? Substring(info.name))
    // `StatusRowView`, `AvatarButtonView`: the part's name before the `View` it ends in.
    if simple.hasSuffix("View") && simple.count > 4 { simple = simple.dropLast(4) }
    return Codebase.componentSuffixes.contains { simple.hasSuffix($0) }
  }

  /// Observable objects of the whole app that a view holds beside its own logic, which are no view model of
  /// that screen: a setting manager, a logger, a server (named for another role), an object handed down the
  /// environment (`@EnvironmentObject`, `@Environment(Router.self)`), or one that views of three or more features
  /// hold. An object of the screen's own feature (`HomeStore` held by `HomeView`) stays its logic.
  func isSharedObject(_ held: TypeGraph.Node, heldBy view: TypeGraph.Node, sharedByFeatures: Set<TypeGraph.Node>)
    -> Bool
  {
    guard let role = types[held]?.role, [.viewModel, .presenter, .interactor].contains(role) else { return false }
    let simple = held.name.split(separator: ".").last.map(String.init) ?? held.name
    if Codebase.stem(of: simple) == Codebase.stem(of: view.name) { return false }
    // A presenter or interactor that screens of three features hold is a helper they share
    // (`ActivityIndicatorPresenter`), not each screen's presenter.
    guard role == .viewModel else { return sharedByFeatures.contains(held) }
    let namedAsViewModel = simple.hasSuffix("ViewModel") || simple.hasSuffix("VM")
    if !namedAsViewModel && Codebase.sharedObjectWords.contains(where: { simple.hasSuffix($0) }) { return true }
    let properties = ([view] + superclasses(of: view)).flatMap { index.properties(of: $0, naming: simple) }
    if properties.contains(where: { !Codebase.environmentWrappers.isDisjoint(with: $0.attributes) }) { return true }
    // A view model the view creates itself (`@StateObject private var model = LoginViewModel()`) is its own
    // instance, however many features create one.
    if properties.contains(where: { !Codebase.owningWrappers.isDisjoint(with: $0.attributes) }) { return false }
    return sharedByFeatures.contains(held)
  }

  static let environmentWrappers: Set<String> = ["EnvironmentObject", "Environment"]
  static let owningWrappers: Set<String> = ["StateObject", "State"]

  /// Name endings of app-wide objects, never a screen's view model.
  static let sharedObjectWords = [
    "Manager", "Service", "Logger", "Server", "Client", "Provider", "Settings", "Preferences", "Session", "Monitor",
    "Storage", "Center", "Router", "Coordinator", "Navigator", "Environment", "Theme", "Cache", "Tracker",
  ]

  static let storeTypes = ["StoreOf<", "Store<", "ViewStoreOf<", "ViewStore<"]

  static let uiKitViews: Set<String> = [
    "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
    "UIControl", "UIStackView", "UIScrollView", "NSView", "NSTableCellView",
  ]

  /// What a screen holds: its own stored properties, its superclasses' (a `BaseViewController` that holds the
  /// view model), and those of the UIKit views it holds (a controller whose root view holds the presenter).
  func holdings(of node: TypeGraph.Node) -> [TypeGraph.Node] {
    var result: [TypeGraph.Node] = []
    for owner in [node] + superclasses(of: node) {
      result.append(contentsOf: held(by: owner))
      result.append(contentsOf: genericArgumentsHeld(by: owner))
    }
    for view in result where types[view]?.role == .view && types[view]?.isProtocol == false {
      result.append(contentsOf: held(by: view))
    }
    return result.filter { $0 != node }
  }

  /// The types a class hands its generic base (`class HomePresenter: BasePresenter<HomeView, HomeInteractor>`):
  /// the base holds them through properties of its generic parameters (`let interactor: Interactor`), so the
  /// subclass holds them.
  func genericArgumentsHeld(by node: TypeGraph.Node) -> [TypeGraph.Node] {
    guard let info = types[node], info.fact.kind == .class, let base = info.fact.inherits.first,
      let open = base.firstIndex(of: "<"),
      let baseNode = superclasses(of: node).first, let baseInfo = types[baseNode],
      !baseInfo.fact.genericParameters.isEmpty
    else { return [] }
    let parameters = Set(baseInfo.fact.genericParameters)
    let holdsParameters = baseInfo.fact.properties.contains { property in
      !property.isStatic && property.typeName.map { !CodeIndex.typeNames(in: $0).isDisjoint(with: parameters) } == true
    }
    guard holdsParameters else { return [] }
    let arguments = CodeIndex.typeNames(in: String(base[open...]))
    var result: [TypeGraph.Node] = []
    for edge in outgoing[node] ?? [] where arguments.contains(edge.to.name)
      || arguments.contains(String(edge.to.name.split(separator: ".").last ?? ""))
    {
      result.append(edge.to)
      if types[edge.to]?.isProtocol == true { result.append(contentsOf: adopters[edge.to] ?? []) }
    }
    return result
  }

  /// Roles a type holds by a property that names no workspace type (a typealias of a protocol composition, a
  /// generic parameter): the property's name or written type says which (`var viewModel: MoviesListViewModel!`,
  /// `let presenter: T`).
  func rolesHeldByName(_ node: TypeGraph.Node) -> Set<Role> {
    var roles: Set<Role> = []
    for owner in [node] + superclasses(of: node) {
      guard let info = types[owner] else { continue }
      // Properties whose type is a workspace type with a role are relations already; the rest go by name.
      let structural = Set(
        (outgoing[owner] ?? []).filter { $0.kinds.contains(.storedProperty) && !self.roles(of: $0.to).isEmpty }
          .map(\.to.name))
      for property in info.fact.properties where !property.isStatic {
        let stripped = property.typeName.map { TypeGraph.withoutGenericArguments($0) }
        let written = stripped.map { TypeGraph.nameCharacters(of: $0) }
        if let written, structural.contains(written) { continue }
        // A member of a view model's type counts as the view model (`context: HomeScreenViewModelType.Context`,
        // the state a coordinator's view model hands its view).
        let components = (stripped ?? "").split(separator: ".")
          .map { Codebase.withoutProtocolWord(TypeGraph.nameCharacters(of: $0).lowercased()) }
        // The property's name counts when its type does not say otherwise: `let presenter: T` (a generic
        // parameter), `var presenter: AnyObject`, but not `errorPresenter: MXKErrorPresentation` (a framework's
        // error alert, named for what it does).
        let name = property.name.lowercased()
        let generic = written.map { info.fact.genericParameters.contains($0) } ?? true
        for (word, role) in Codebase.heldRoleWords
        where (name.hasSuffix(word) && (name == word || generic)) || (written?.lowercased().hasSuffix(word) ?? false)
          || components.dropLast().contains(where: { $0.hasSuffix(word) })
        {
          roles.insert(role)
          break
        }
      }
    }
    return roles
  }

  /// Presenters behind a SwiftUI view's observable object: an object the presenter holds back as its view
  /// (`weak var view: UserViewHelperProtocol?`) only publishes what the presenter tells it. It is the presenter's
  /// passive view, not a view model, and the screen is the presenter's, whoever brings the presenter the view's
  /// events: the object itself, or a delegate adapter the view calls (`FeedLoaderPresentationAdapter`, which calls
  /// `FeedPresenter`). A presenter that reaches the object through a display protocol (`FeedLoadingView`) holds it
  /// as its view when it is the one observable object the presenter holds: a protocol many view models adopt
  /// (`Loadable`) is theirs, not a presenter's view, and a view model that merely adopts a protocol stays one.
  func presentersBehind(_ holds: [TypeGraph.Node]) -> [TypeGraph.Node] {
    let states = Set(holds.filter { types[$0]?.role == .viewModel && types[$0]?.isProtocol == false })
    return states.sorted().flatMap { state in
      presenterTypes.filter { presenter in
        let shown = Set(held(by: presenter).filter { types[$0]?.role == .viewModel && types[$0]?.isProtocol == false })
        guard shown.contains(state) else { return false }
        return shown.count == 1 || held(by: state).contains(presenter)
      }
    }
  }

  /// The workspace classes `node` inherits from, nearest first.
  func superclasses(of node: TypeGraph.Node) -> [TypeGraph.Node] {
    var result: [TypeGraph.Node] = []
    var current = node
    while let next = (outgoing[current] ?? []).first(where: {
      $0.kinds.contains(.inheritance) && types[$0.to]?.fact.kind == .class && !result.contains($0.to) && $0.to != node
    })?.to {
      result.append(next)
      current = next
    }
    return result
  }

  /// `homeviewmodeltype` → `homeviewmodel`: a protocol or typealias named for the role it stands for.
  static func withoutProtocolWord(_ name: String) -> String {
    for word in ["protocol", "type", "interface"] where name.hasSuffix(word) && name.count > word.count {
      return String(name.dropLast(word.count))
    }
    return name
  }

  static let heldRoleWords: [(String, Role)] = [
    ("viewmodel", .viewModel), ("presenter", .presenter), ("interactor", .interactor), ("reducer", .reducer),
  ]

  private func screen(of node: TypeGraph.Node, isController: Bool, holding holds: [TypeGraph.Node]) -> Screen? {
    let stem = Codebase.stem(of: node.name)
    let byName = rolesHeldByName(node)
    func holding(_ role: Role) -> [TypeGraph.Node] {
      // A protocol, or a base class with no role of its own, stands for the types that adopt or subclass it.
      let structural = holds.filter { roles(of: $0).contains(role) }
      guard structural.isEmpty, byName.contains(role) else { return structural }
      // Held through a name only: the screen's partner of that role is the type of its feature with that role.
      return partners[PartnerKey(module: node.module, stem: stem, role: role)] ?? []
    }
    let name = { (nodes: [TypeGraph.Node]) -> String in
      guard !nodes.isEmpty else { return "(by its property's name)" }
      // The type of the screen's own feature first (`CustomListsViewModel`, not the cells' `CustomListCellViewModel`
      // its data source is generic over).
      let names = Set(nodes.filter { self.types[$0]?.isProtocol == false }.map(\.name)).sorted()
      return names.first { Codebase.stem(of: $0) == stem } ?? names.first ?? nodes[0].name
    }
    // A store of the Composable Architecture: `StoreOf<Feature>` or `Store<State, Action>` held by the view.
    // A store of the Composable Architecture, held by its type: `StoreOf<Feature>`, `Store<State, Action>`,
    // `ViewStoreOf<Feature>` (holding a value of a type nested in a reducer is no store).
    let store = types[node]!.fact.properties.lazy.compactMap(\.typeName).first { type in
      Codebase.storeTypes.contains { type.hasPrefix($0) }
    }
    if let store {
      let reducers = holding(.reducer)
      let what = reducers.isEmpty ? "a store (\(store))" : "a store of \(name(reducers))"
      return Screen(view: node, style: .tca, logic: reducers, relation: "holds \(what)")
    }
    let interactors = holding(.interactor)
    if !interactors.isEmpty || byName.contains(.interactor) {
      return Screen(view: node, style: .vip, logic: interactors, relation: "holds interactor \(name(interactors))")
    }
    var presenters = holding(.presenter)
    for presenter in presentersBehind(holds) where !presenters.contains(presenter) { presenters.append(presenter) }
    if !presenters.isEmpty || byName.contains(.presenter) {
      // The presenter holds its interactor, or calls its own module's interactor through static methods
      // (`ReviewsInteractor.getReviews(...)` in `ReviewsPresenter`): either way it drives an interactor.
      var presenterInteractors: [TypeGraph.Node] = []
      for presenter in presenters {
        let presenterStem = Codebase.stem(of: presenter.name)
        let own = named(by: presenter).filter { Codebase.stem(of: $0.name) == presenterStem }
        for interactor in holdings(of: presenter) + own
        where roles(of: interactor).contains(.interactor) && !presenterInteractors.contains(interactor)
          && !isLayerUseCase(interactor, of: [stem, presenterStem])
        {
          presenterInteractors.append(interactor)
        }
      }
      if !presenterInteractors.isEmpty || presenters.contains(where: { rolesHeldByName($0).contains(.interactor) }) {
        return Screen(
          view: node, style: .viper, logic: presenters + presenterInteractors,
          relation: "holds presenter \(name(presenters)), which holds interactor \(name(presenterInteractors))")
      }
      return Screen(
        view: node, style: .mvp, logic: presenters,
        relation: "holds presenter \(name(presenters)), which holds no interactor")
    }
    let viewModels = holding(.viewModel)
    if !viewModels.isEmpty || byName.contains(.viewModel) {
      return Screen(view: node, style: .mvvm, logic: viewModels, relation: "holds view model \(name(viewModels))")
    }
    guard isController else {
      // A SwiftUI view that holds a use case itself, with no view model, presenter or store between them, calls the
      // domain layer from the view: no screen pattern names it; Clean Architecture's layers are its architecture
      // (`ArchitectureStyle.clean`). A view controller holding one stays MVC: the controller does the work.
      let useCases = holds.filter { types[$0]?.role == .useCase }
      guard !useCases.isEmpty else { return nil }
      return Screen(
        view: node, style: .clean, logic: useCases,
        relation: "holds use case \(name(useCases)) itself, no view model, presenter or store between them")
    }
    return Screen(view: node, style: .mvc, logic: [], relation: "holds no view model, presenter or interactor")
  }
}
