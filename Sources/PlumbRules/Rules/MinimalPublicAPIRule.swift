import PlumbModel

/// A feature module makes public only its entry points: what the app composes, and what those need to be used.
///
/// Entry points are the feature module's types whose role is in `entry-roles` (by default coordinators, routers,
/// flow types, factories, the screens an app's coordinator builds: views and view controllers, and a Composable
/// Architecture feature's reducer) or whose name
/// matches `entry-points`. What an entry point's public face needs is public too: the protocols and superclasses it
/// inherits, the types of its stored properties (a view's view model, a coordinator's delegate protocol or
/// dependencies) and, for an enum, the types its cases carry, followed onwards. Every other `public` or `open` type of a feature module is a finding at its
/// declaration. Feature modules are the modules of a layer marked `independent: true` and those `features` names;
/// extensions, and types nested in an entry point, are not judged.
///
/// It reports at `note` severity: the rule is only as right as the choice of feature modules, and a preset that
/// takes every library for a feature (the BbA preset does, for libraries not named Core or Foundation) makes it
/// judge shared modules by a feature's standard (Benchmarks/precision.md). Name the feature modules with a layer of
/// your own or `features`, then raise it to `warning`.
public struct MinimalPublicAPIRule: Rule {
  public static let info = RuleInfo(
    id: "minimal-public-api",
    summary: "A feature module exposes only its entry points (coordinators, flow types, screens, factories).",
    rationale: """
      Everything a module makes public is something another module may come to depend on. In the modularization \
      of de Moura's article, "in the modules only the coordinators that can be interacted with from outside, and the \
      module's FlowType, are public"; in Build-block Architecture the app builds a feature's screens and nothing \
      else. A public view model, model or helper invites other modules to reach into the feature, and the \
      feature's independence then lasts only as long as nobody does.
      """,
    defaultSeverity: .note)

  public static let isEnabledByDefault = false
  public static let needsSourceFacts = true
  public static let needsCode = true

  public static let parameters = [
    RuleParameter(
      "entry-roles", .strings, default: .strings(["coordinator", "router", "flowType", "factory", "view", "viewController", "reducer"]),
      help: "Roles of the types a feature module may make public (`coordinator`, `flowType`, `factory`, `router`, "
        + "`view`, `viewController`, ...)."),
    RuleParameter(
      "entry-points", .strings, default: .strings([]),
      help: "Type name globs a feature module may make public besides those roles (`*Module`, `*Assembly`)."),
    .features,
  ]

  static let layers = """
    layers:
      - name: App
        roles: app
      - name: Features
        modules: ['*Feature']
        independent: true
    """

  public static let triggeringExamples = [
    RuleExample(
      "App[app] -> HomeFeature",
      configuration: layers,
      sources: [
        "HomeFeature": """
          import UIKit
          public protocol HomeCoordinatorDelegate: AnyObject { func didLogOut() }
          public final class HomeCoordinator {
            public weak var delegate: HomeCoordinatorDelegate?
            public init() {}
          }
          ↓public final class HomeFormatter {
            public init() {}
          }
          ↓public struct HomeCache { public init() {} }
          """
      ]),
    RuleExample(
      "App[app] -> Search",
      configuration: "rules:\n  minimal-public-api:\n    features: [Search]\n    entry-roles: [coordinator]",
      sources: [
        "Search": """
          import SwiftUI
          ↓public struct SearchView: View {
            public var body: some View { Text("Search") }
          }
          """
      ]),
  ]

  public static let nonTriggeringExamples = [
    // The view the app builds needs its view model public: a check of every public type would flag it.
    RuleExample(
      "App[app] -> MacsListFeature",
      configuration: layers,
      sources: [
        "MacsListFeature": """
          import SwiftUI
          public struct MacsListView: View {
            @ObservedObject private var viewModel: MacsListViewModel
            private let didSelectMac: (String) -> Void
            public init(viewModel: MacsListViewModel, didSelectMac: @escaping (String) -> Void) {
              self.viewModel = viewModel
              self.didSelectMac = didSelectMac
            }
            public var body: some View { Text("Macs") }
          }
          public final class MacsListViewModel: ObservableObject {
            public init() {}
          }
          struct MacRow: View { var body: some View { Text("Mac") } }
          """
      ]),
    RuleExample(
      "App[app] -> Core; Core",
      sources: ["Core": "public struct Money { public init() {} }\npublic protocol Clock {}"]),
  ]

  let entryRoles: Set<Role>
  let entryPoints: [Glob]
  let features: [Glob]

  public init(parameters: RuleParameterValues) {
    entryRoles = Set(parameters.strings("entry-roles").compactMap(Role.init(rawValue:)))
    entryPoints = parameters.strings("entry-points").map(Glob.init)
    features = parameters.strings("features").map(Glob.init)
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let code = context.code else { return [] }
    var findings: [Finding] = []
    for module in context.featureModules(globs: features) {
      let types = code.typesByModule[module.id] ?? []
      let exposed = types.filter { $0.fact.accessLevel == .public || $0.fact.accessLevel == .open }
      guard !exposed.isEmpty else { continue }
      let byName = Dictionary(exposed.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
      // Entry points, then what their public face needs, followed onwards.
      var needed = exposed.filter { type in
        entryRoles.contains(type.role) || entryPoints.contains { $0.matches(type.fact.simpleName) }
      }.map(\.name)
      let entries = needed
      var seen = Set(needed)
      while let name = needed.popLast() {
        guard let fact = byName[name]?.fact else { continue }
        var names = Set(fact.inherits.flatMap { CodeIndex.typeNames(in: $0) })
        // An enum's face is its cases' payloads, which are no properties: take every type it names.
        if fact.kind == .enum { names.formUnion(fact.references) }
        for property in fact.properties where !property.isStatic {
          if let written = property.typeName { names.formUnion(CodeIndex.typeNames(in: written)) }
        }
        for next in names where byName[next] != nil && seen.insert(next).inserted { needed.append(next) }
      }
      for type in exposed where !seen.contains(type.name) {
        // A type nested in one the module exposes goes with it.
        if let dot = type.name.firstIndex(of: "."), seen.contains(String(type.name[..<dot])) { continue }
        let shown = entries.prefix(4).joined(separator: ", ")
        findings.append(
          context.finding(
            "'\(type.name)' is \(type.fact.accessLevel!.rawValue) in feature module '\(context.displayName(module.id))', "
              + "which should expose only its entry points",
            at: type.location, modules: [module.id], symbol: type.name,
            notes: [
              entries.isEmpty ? "the module has no public entry point" : "entry points: \(shown)\(entries.count > 4 ? ", ..." : "")",
              "make it internal, or name it under `entry-points` if the app really needs it",
            ]))
      }
    }
    return findings
  }
}
