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
      if info.role == .viewController && node.name.contains(".") { continue }
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
      // UIKit views (cells, controls) are parts of screens; SwiftUI views are screens when they hold logic.
      let isSwiftUI = info.role == .view && !info.fact.inherits.contains { Codebase.uiKitViews.contains($0) }
      guard info.role == .viewController || isSwiftUI else { continue }
      candidates.append((node, info.role == .viewController, holdings(of: node)))
    }
    // An observable object that views of three or more features hold (a theme, the app's state, a session) is
    // shared state, not a screen's view model.
    var holders: [TypeGraph.Node: Set<String>] = [:]
    for candidate in candidates {
      for held in Set(candidate.holds) where types[held]?.role == .viewModel {
        holders[held, default: []].insert(Codebase.stem(of: candidate.node.name))
      }
    }
    let shared = Set(holders.filter { $0.value.count >= 3 }.keys)
    return candidates.compactMap { screen(of: $0.node, isController: $0.isController, holding: $0.holds, shared: shared) }
      .sorted { $0.view < $1.view }
  }

  static let storeTypes = ["StoreOf<", "Store<", "ViewStoreOf<", "ViewStore<"]

  static let uiKitViews: Set<String> = [
    "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
    "UIControl", "UIStackView", "UIScrollView", "NSView", "NSTableCellView",
  ]

  /// What a screen holds: its own stored properties, its superclasses' (a `BaseViewController` that holds the
  /// view model), and those of the UIKit views it holds (a controller whose root view holds the presenter).
  func holdings(of node: TypeGraph.Node) -> [TypeGraph.Node] {
    var result: [TypeGraph.Node] = []
    for owner in [node] + superclasses(of: node) { result.append(contentsOf: held(by: owner)) }
    for view in result where types[view]?.role == .view && types[view]?.isProtocol == false {
      result.append(contentsOf: held(by: view))
    }
    return result.filter { $0 != node }
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
        let written = property.typeName.map { TypeGraph.withoutGenericArguments($0).filter { $0.isLetter || $0.isNumber || $0 == "_" } }
        if let written, structural.contains(written) { continue }
        for (word, role) in Codebase.heldRoleWords
        where property.name.lowercased().hasSuffix(word) || (written?.lowercased().hasSuffix(word) ?? false) {
          roles.insert(role)
          break
        }
      }
    }
    return roles
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

  static let heldRoleWords: [(String, Role)] = [
    ("viewmodel", .viewModel), ("presenter", .presenter), ("interactor", .interactor), ("reducer", .reducer),
  ]

  private func screen(
    of node: TypeGraph.Node, isController: Bool, holding holdings: [TypeGraph.Node], shared: Set<TypeGraph.Node>
  ) -> Screen? {
    let stem = Codebase.stem(of: node.name)
    let holds = holdings.filter { !shared.contains($0) || Codebase.stem(of: $0.name) == stem }
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
      return Set(nodes.filter { self.types[$0]?.isProtocol == false }.map(\.name)).sorted().first ?? nodes[0].name
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
    let presenters = holding(.presenter)
    if !presenters.isEmpty || byName.contains(.presenter) {
      let presenterInteractors = presenters.flatMap { held(by: $0) }.filter { roles(of: $0).contains(.interactor) }
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
    guard isController else { return nil }
    return Screen(view: node, style: .mvc, logic: [], relation: "holds no view model, presenter or interactor")
  }
}
