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
    var result: [Screen] = []
    for (node, info) in types where modules?.contains(node.module) ?? true {
      guard info.role == .view || info.role == .viewController, !info.isProtocol else { continue }
      if info.role == .viewController, let superclass = info.fact.inherits.first,
        Codebase.containerControllers.contains(superclass)
      {
        continue
      }
      // UIKit views (cells, controls) are parts of screens; SwiftUI views are screens when they hold logic.
      let isSwiftUI = info.role == .view && !info.fact.inherits.contains { Codebase.uiKitViews.contains($0) }
      guard info.role == .viewController || isSwiftUI else { continue }
      if let screen = screen(of: node, isController: info.role == .viewController) { result.append(screen) }
    }
    return result.sorted { $0.view < $1.view }
  }

  static let uiKitViews: Set<String> = [
    "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
    "UIControl", "UIStackView", "UIScrollView", "NSView", "NSTableCellView",
  ]

  private func screen(of node: TypeGraph.Node, isController: Bool) -> Screen? {
    let holds = held(by: node).filter { $0 != node }
    func holding(_ role: Role) -> [TypeGraph.Node] {
      holds.filter { types[$0]?.role == role || (types[$0]?.isProtocol == true && roles(of: $0).contains(role)) }
    }
    let name = { (nodes: [TypeGraph.Node]) in Set(nodes.filter { self.types[$0]?.isProtocol == false }.map(\.name)).sorted().first ?? nodes[0].name }
    // A store of the Composable Architecture: `StoreOf<Feature>` or `Store<State, Action>` held by the view.
    let reducers = holding(.reducer)
    let holdsStore = types[node]!.fact.properties.contains { property in
      guard let type = property.typeName else { return false }
      return type.hasPrefix("StoreOf<") || type.hasPrefix("Store<")
    }
    if !reducers.isEmpty || holdsStore {
      let what = reducers.isEmpty ? "a Store" : "a store of \(name(reducers))"
      return Screen(view: node, style: .tca, logic: reducers, relation: "holds \(what)")
    }
    let interactors = holding(.interactor)
    if !interactors.isEmpty {
      return Screen(view: node, style: .vip, logic: interactors, relation: "holds interactor \(name(interactors))")
    }
    let presenters = holding(.presenter)
    if !presenters.isEmpty {
      let presenterInteractors = presenters.flatMap { held(by: $0) }.filter { roles(of: $0).contains(.interactor) }
      if !presenterInteractors.isEmpty {
        return Screen(
          view: node, style: .viper, logic: presenters + presenterInteractors,
          relation: "holds presenter \(name(presenters)), which holds interactor \(name(presenterInteractors))")
      }
      return Screen(
        view: node, style: .mvp, logic: presenters,
        relation: "holds presenter \(name(presenters)), which holds no interactor")
    }
    let viewModels = holding(.viewModel)
    if !viewModels.isEmpty {
      return Screen(view: node, style: .mvvm, logic: viewModels, relation: "holds view model \(name(viewModels))")
    }
    guard isController else { return nil }
    return Screen(view: node, style: .mvc, logic: [], relation: "holds no view model, presenter or interactor")
  }
}
