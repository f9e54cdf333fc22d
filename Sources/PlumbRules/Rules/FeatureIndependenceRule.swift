import PlumbModel

/// Modules of one independent layer (`independent: true`), or of one `groups` glob, must not depend on each other.
///
/// This is Build-block Architecture's central rule: "there is no dependency between targets of the same library".
///
/// Inside targets too: in an independent layer that names files (`paths: ["**/Features/**"]`) or types, each
/// feature folder (the folder after the glob's last plain folder: `Features/Home`, `Features/Profile`) is a unit,
/// and a unit whose types use a sibling unit's is one finding, at the first use, with the other uses in its notes.
/// Modules of the layer stay units of their own, judged by their dependencies as above.
///
/// With `through-roles: [router]` (the viper preset), a feature may reach another through its router: VIPER's
/// router builds the next module. A dependency is then accepted when every type reference behind it comes from a
/// router and every file importing the other module declares only routers; any other use still breaks it.
public struct FeatureIndependenceRule: Rule {
  public static let info = RuleInfo(
    id: "feature-independence",
    summary: "Sibling feature modules do not depend on each other.",
    rationale: """
      Feature modules that know each other stop being features: a change to one rebuilds and may break the \
      other, and neither can be built, previewed or tested alone. When one screen leads to another, the \
      navigation belongs to a coordinator in the app, which depends on both; what the features share belongs in \
      a lower layer. Build-block Architecture states it as its essential rule: no dependency between targets of \
      the same library.
      """,
    defaultSeverity: .error)

  public static let judgesLayersInCode = true

  public static let parameters = [
    RuleParameter(
      "groups", .strings, default: .strings([]),
      help: "Module name globs (`*Feature`); the modules one glob matches must not depend on each other."),
    RuleParameter(
      "through-roles", .strings, default: .strings([]),
      help: "Type roles that may cross from one feature to another (`router`: in VIPER a module's router builds the "
        + "next module). A dependency whose every use is made by such types, in files that declare only such "
        + "types, is accepted."),
  ]

  static let layers = """
    layers:
      - name: App
        modules: App
      - name: Modules
        modules: [MacsList, MacDetails, Favorites]
        independent: true
      - name: Core
        modules: Core
    """

  public static let triggeringExamples = [
    RuleExample(
      "App[app]", configuration: folders,
      sources: [
        "App/Features/Home/HomeView.swift": "↓struct HomeView {\n  let profile: ProfileView\n}",
        "App/Features/Profile/ProfileView.swift": "struct ProfileView {\n  let name: String\n}",
      ]),
    RuleExample(
      "App[app] -> MacsList; App -> MacDetails; ↓MacsList -> MacDetails; MacDetails -> Core", configuration: layers),
    RuleExample(
      "↓HomeFeature -> ProfileFeature; ProfileFeature -> Core",
      configuration: "rules:\n  feature-independence:\n    groups: ['*Feature']"),
    // The presenter, not the router, reaches into the other module.
    RuleExample(
      "App[app] -> ListModule; ↓ListModule -> DetailsModule", configuration: viper,
      sources: [
        "ListModule/Presenter/ListPresenter.swift": """
          import DetailsModule
          final class ListPresenter {
            func title(for id: Int) -> String { DetailsFormatter.title(id) }
          }
          """,
        "DetailsModule/DetailsFormatter.swift": "public enum DetailsFormatter {\n  public static func title(_ id: Int) -> String { \"\" }\n}",
      ]),
  ]

  static let folders = """
    layers:
      - name: Features
        paths: ["**/Features/**"]
        independent: true
    """

  /// VIPER's modules in one independent layer, whose routers may build the next module.
  static let viper = """
    layers:
      - name: Features
        modules: ["*Module"]
        independent: true
    rules:
      feature-independence:
        through-roles: [router]
    """

  public static let nonTriggeringExamples = [
    // One app target: features are folders, and share what sits outside them.
    RuleExample(
      "App[app]", configuration: folders,
      sources: [
        "App/Features/Home/HomeView.swift": "struct HomeView {\n  let onSelect: (Mac) -> Void\n}",
        "App/Features/Profile/ProfileView.swift": "struct ProfileView {\n  let mac: Mac\n}",
        "App/Models/Mac.swift": "struct Mac {\n  let name: String\n}",
      ]),
    RuleExample("App[app] -> MacsList; App -> MacDetails; MacsList -> Core; MacDetails -> Core", configuration: layers),
    RuleExample("MacsListTests[test] -> MacsList; MacsListTests -> MacDetails", configuration: layers),
    // VIPER: the list's router builds the details module, and nothing else of the list knows it. A check of the
    // declared dependency alone flags what the architecture prescribes.
    RuleExample(
      "App[app] -> ListModule; ListModule -> DetailsModule", configuration: viper,
      sources: [
        "ListModule/Router/ListRouter.swift": """
          import UIKit
          import DetailsModule
          final class ListRouter {
            weak var viewController: UIViewController?
            func showDetails(of id: Int) {
              viewController?.navigationController?.pushViewController(DetailsBuilder.build(id: id), animated: true)
            }
          }
          """,
        "ListModule/Presenter/ListPresenter.swift": "final class ListPresenter {\n  var router: ListRouter?\n}",
        "DetailsModule/DetailsBuilder.swift": """
          import UIKit
          public enum DetailsBuilder {
            public static func build(id: Int) -> UIViewController { UIViewController() }
          }
          """,
      ]),
  ]

  let groups: [Glob]
  let throughRoles: Set<Role>

  public init(parameters: RuleParameterValues) {
    groups = parameters.strings("groups").map(Glob.init)
    throughRoles = Set(parameters.strings("through-roles").compactMap(Role.init(rawValue:)))
  }

  /// What makes two modules independent siblings, in words (`layer Modules`, `group '*Feature'`); nil when they are
  /// not. `flow-through-app` asks it too, to leave these pairs to this rule.
  static func group(from: Module, to: Module, groups: [Glob], in context: RuleContext) -> String? {
    if let layer = context.layer(of: from.id), layer.independent, context.layer(of: to.id)?.name == layer.name {
      // A module the layer takes by its role alone that holds no screen (a design system) is shared, not a feature.
      guard context.isIndependentModule(from.id), context.isIndependentModule(to.id) else { return nil }
      return "layer \(layer.name)"
    }
    return groups.first { $0.matches(from.name) && $0.matches(to.name) }.map { "group '\($0.pattern)'" }
  }

  public func check(_ context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    for dependency in context.graph.dependencies where dependency.from != dependency.to {
      guard let from = context.graph[dependency.from], let to = context.graph[dependency.to], !from.isTest else {
        continue
      }
      guard let group = Self.group(from: from, to: to, groups: groups, in: context) else { continue }
      if let code = context.code, crossesOnlyThrough(from: from, to: to, code: code) { continue }
      findings.append(
        context.finding(
          "'\(context.displayName(from.id))' must not depend on '\(context.displayName(to.id))': both are "
            + "independent modules of \(group)",
          at: context.location(of: dependency), modules: [from.id, to.id],
          notes: [
            "let a coordinator in the app connect them, or move what they share to a lower layer"
          ]))
    }
    if let code = context.code, let placed = context.layers.code {
      findings += unitFindings(context, code: code, placed: placed)
    }
    return findings
  }

  /// Feature folders of an independent layer that use each other: one finding per pair of units, at the first use,
  /// with the type uses behind it.
  /// Whether `from` uses `to` only through types of `through-roles`: every type reference into `to` is made by one,
  /// and every file importing `to` declares only such types (or none of a role). A dependency never used in the
  /// code is judged as declared.
  func crossesOnlyThrough(from: Module, to: Module, code: CodeIndex) -> Bool {
    guard !throughRoles.isEmpty else { return false }
    let uses = code.typeGraph.edges.filter { $0.from.module == from.id && $0.to.module == to.id }
    let importing = code.files.filter { file in
      code.moduleOfFile[file.path] == from.id && file.imports.contains { $0.module == to.name }
    }
    guard !uses.isEmpty || !importing.isEmpty else { return false }
    let byRole = uses.allSatisfy { code.types[$0.from].map { throughRoles.contains($0.role) } ?? false }
    let declared = Dictionary(grouping: code.typesByModule[from.id] ?? [], by: \.file)
    let importsByRole = importing.allSatisfy { file in
      let types = declared[file.path] ?? []
      return types.contains { throughRoles.contains($0.role) }
        && types.allSatisfy { throughRoles.contains($0.role) || $0.role == .none }
    }
    return byRole && importsByRole
  }

  func unitFindings(_ context: RuleContext, code: CodeIndex, placed: CodeLayers) -> [Finding] {
    struct Pair: Hashable {
      var from: String
      var to: String
    }
    var uses: [Pair: [TypeGraph.Edge]] = [:]
    var layerOf: [Pair: Int] = [:]
    for edge in code.typeGraph.edges {
      guard let from = placed.types[edge.from], let to = placed.types[edge.to], from.index == to.index,
        placed.layers[from.index].independent, from.unit != to.unit, from.source != .module || to.source != .module,
        !(code.types[edge.from].map { throughRoles.contains($0.role) } ?? false)
      else { continue }
      let pair = Pair(from: from.unit, to: to.unit)
      uses[pair, default: []].append(edge)
      layerOf[pair] = from.index
    }
    return uses.keys.sorted { ($0.from, $0.to) < ($1.from, $1.to) }.map { pair in
      let edges = uses[pair]!.sorted { ($0.location, $0.from, $0.to) < ($1.location, $1.from, $1.to) }
      let first = edges[0]
      let more = edges.count > 1 ? " and \(edges.count - 1) more use\(edges.count > 2 ? "s" : "")" : ""
      return context.finding(
        "'\(pair.from)' must not use '\(pair.to)': both are features of independent layer "
          + "\(placed.layers[layerOf[pair]!].name) (\(first.from.name) uses \(first.to.name)\(more))",
        at: first.location, modules: Array(Set(edges.flatMap { [$0.from.module, $0.to.module] })).sorted(),
        symbol: "\(pair.from) -> \(pair.to)",
        notes: edges.dropFirst().prefix(5).map { "also \($0.from.name) uses \($0.to.name) at \($0.location)" }
          + ["let a coordinator outside the layer connect them, or move what they share out of the layer"])
    }
  }
}
