import PlumbModel

/// Code organization: roles where the style puts them, and features grouped in folders or modules.
///
/// - screen logic outside the view (0.35): screens whose view holds a view model, presenter, interactor or store;
/// - grouped by feature (0.35): architectural types whose module or folder names their feature
///   (`Scenes/MacsList/MacsListPresenter.swift`, module `MacsListModule`, module `Account` for `AccountDetailView`),
///   against a folder per kind of type (`Controllers/MacsListViewController.swift`);
/// - one role per file (0.3): files whose types (protocols aside: contracts gather them on purpose) play at most
///   one architectural role.
enum CodeOrganization: CriterionMeasure {
  static let criterion = Criterion.organization

  /// Folders named for a kind of type or for the whole app, which say nothing of a feature.
  static let genericFolders: Set<String> = [
    "views", "view", "viewmodels", "viewmodel", "controllers", "viewcontrollers", "models", "model", "sources",
    "source", "presentation", "ui", "screens", "scenes", "features", "modules", "components", "common", "shared",
    "app", "core", "services", "helpers", "utils", "extensions", "presenters", "interactors", "routers",
    "coordinators", "protocols", "entities", "entity", "workers", "router", "presenter", "interactor",
  ]

  static func measures(_ context: ScoreContext) -> [Measure] {
    var measures: [Measure] = []
    let screens = context.screens
    if !screens.isEmpty {
      let separated = screens.filter { $0.style != .mvc }.count
      measures.append(
        Measure(
          name: "screens whose logic is outside the view", value: share(separated, of: screens.count),
          shown: fraction(separated, of: screens.count), normalized: share(separated, of: screens.count), weight: 0.35))
    }
    let grouped = context.architecturalTypes.filter { info in
      let stem = Codebase.stem(of: info.name)
      guard stem.count >= 3 else { return false }
      let places = [info.node.module.name] + info.file.split(separator: "/").dropLast().map(String.init)
      return places.contains { place in
        let place = place.lowercased()
        guard place.count >= 3, !genericFolders.contains(place) else { return false }
        // `Scenes/MacsList/` for `MacsListPresenter`, or module `Account` for `AccountDetailView`.
        return place.contains(stem) || stem.hasPrefix(place)
      }
    }.count
    let architectural = context.architecturalTypes.count
    if architectural > 0 {
      measures.append(
        Measure(
          name: "types in a folder or module named for their feature", value: share(grouped, of: architectural),
          shown: fraction(grouped, of: architectural), normalized: share(grouped, of: architectural), weight: 0.35))
    }
    var files = 0
    var single = 0
    for file in context.codebase.files {
      let roles = Set(
        file.types.filter { $0.kind != .extension && $0.kind != .protocol && !$0.isNested }.compactMap {
          type -> Role? in
          let role = context.codebase.types[TypeGraph.Node(module: context.codebase.moduleOfFile[file.path]!, name: type.name)]?.role
          return role.flatMap { ScoreContext.architecturalRoles.contains($0) ? $0 : nil }
        })
      guard !roles.isEmpty else { continue }
      files += 1
      if roles.count == 1 { single += 1 }
    }
    if files > 0 {
      measures.append(
        Measure(
          name: "files with one architectural role", value: share(single, of: files), shown: fraction(single, of: files),
          normalized: share(single, of: files), weight: 0.3))
    }
    return measures
  }
}
