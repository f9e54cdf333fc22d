import PlumbModel

/// Coordinators live in the app target, the one module that depends on every feature it connects.
///
/// A concrete coordinator (a class, struct or actor the scanner judged a coordinator) declared in a module that is
/// not an app (app, extension, widget, watch or executable target, or a module that declares the entry point) is a
/// finding at its declaration, unless the module matches `allowed-modules`. Protocols, `open` classes and base
/// classes other coordinators subclass are the abstractions coordinators share and may live in a shared module; the
/// `Coordinator` class nested in a `UIViewRepresentable` is UIKit's delegate bridge and no coordinator at all.
/// A type named like a coordinator that leads to no screen (it neither navigates, nor names a view or view
/// controller, nor holds a navigation controller, window or navigation path: a deep-link dispatcher, a sync
/// coordinator) is not judged, nor is a struct or enum that only its folder calls a coordinator (a `RouterItem` in
/// `Coordinator/`), nor a file no target compiles. A codebase with no app target in the checked graph (a package
/// whose app is elsewhere) is not judged: there is no app to move the coordinator to.
///
/// De Moura's modularization article lets a feature keep coordinators for the flow inside it and send only
/// the transitions between features to the app as `FlowType`s: list those modules in `allowed-modules`
/// (`['*Feature']`) to accept it.
public struct CoordinatorLocationRule: Rule {
  public static let info = RuleInfo(
    id: "coordinator-location",
    summary: "Coordinators are declared in the app target, not in feature or shared modules.",
    rationale: """
      Build-block Architecture connects screens only through the coordinators of the app target: "no view knows \
      another, only the coordinators". A coordinator inside a feature module must know the screens it leads to, \
      so the feature depends on other features (or they are merged into it), and the independence that lets a \
      module be built, previewed and tested alone is gone. In the app target, a coordinator can depend on every \
      feature while no feature depends on another.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false
  public static let needsSourceFacts = true
  public static let needsCode = true

  public static let parameters = [
    RuleParameter(
      "allowed-modules", .strings, default: .strings([]),
      help: "Module name globs where coordinators are accepted besides the app targets (`*Feature` for features "
        + "that keep their inner flow).")
  ]

  public static let triggeringExamples = [
    RuleExample(
      "App[app] -> HomeFeature; HomeFeature -> Core",
      sources: [
        "HomeFeature": """
          import UIKit
          public protocol HomeCoordinatorDelegate: AnyObject { func didLogOut() }
          ↓public final class HomeCoordinator {
            let navigationController: UINavigationController
            public init(navigationController: UINavigationController) { self.navigationController = navigationController }
            public func start() { navigationController.pushViewController(HomeViewController(), animated: false) }
          }
          """
      ]),
    RuleExample(
      "App[app] -> Core",
      sources: [
        "App": "import Core\n@main struct MacsApp {}",
        "Core": """
          import SwiftUI
          open class BaseCoordinator { public init() {} }
          ↓final class SettingsCoordinator: BaseCoordinator {
            var path = NavigationPath()
          }
          """,
      ]),
  ]

  public static let nonTriggeringExamples = [
    RuleExample(
      "App[app] -> HomeFeature; App -> Core; HomeFeature -> Core",
      sources: [
        "App": """
          import UIKit
          import HomeFeature
          final class AppCoordinator: Coordinator {
            func start() {}
          }
          """,
        "Core": """
          public protocol Coordinator: AnyObject { func start() }
          open class BaseCoordinator: Coordinator { public init() {}; open func start() {} }
          """,
      ]),
    // The `Coordinator` of a representable is named like one; it is UIKit's delegate bridge.
    RuleExample(
      "App[app] -> MapFeature",
      sources: [
        "MapFeature": """
          import SwiftUI
          import MapKit
          public struct MapView: UIViewRepresentable {
            public func makeCoordinator() -> Coordinator { Coordinator() }
            public final class Coordinator: NSObject, MKMapViewDelegate {}
          }
          """
      ]),
    // Named a coordinator, leads to no screen: a deep-link dispatcher in a shared package.
    RuleExample(
      "App[app] -> Deeplink",
      sources: [
        "Deeplink": """
          import Foundation
          public protocol DeeplinkHandler { func handle(_ url: URL) -> Bool }
          public struct DeeplinkCoordinator {
            private let handlers: [DeeplinkHandler]
            public init(handlers: [DeeplinkHandler]) { self.handlers = handlers }
            public func handle(_ url: URL) -> Bool { handlers.contains { $0.handle(url) } }
          }
          """
      ]),
    RuleExample(
      "App[app] -> ProfileFeature",
      configuration: "rules:\n  coordinator-location:\n    allowed-modules: ['*Feature']",
      sources: [
        "ProfileFeature": """
          import UIKit
          public final class ProfileCoordinator {
            let navigationController: UINavigationController
            public init(navigationController: UINavigationController) { self.navigationController = navigationController }
          }
          """
      ]),
    // A helper value type in the coordinators' folder of a shared package: its folder names it, nothing else does.
    RuleExample(
      "App[app] -> Core",
      sources: [
        "Core/Coordinator/RouterItem.swift": """
          import UIKit
          public struct RouterItem {
            let viewController: UIViewController
          }
          """
      ]),
  ]

  /// Whether a coordinator does a coordinator's work: it navigates, names a screen (a view or view controller),
  /// or holds what screens are shown in (a navigation or tab controller, a window, a navigation path).
  static func leadsScreens(_ type: CodeIndex.TypeInfo, in code: CodeIndex) -> Bool {
    if !type.navigationUses.isEmpty { return true }
    if code.named(by: type.node).contains(where: { !code.roles(of: $0).isDisjoint(with: [.view, .viewController]) }) {
      return true
    }
    return type.fact.properties.contains { property in
      guard let written = property.typeName else { return false }
      return CodeIndex.typeNames(in: written).contains { name in
        name.hasSuffix("NavigationController") || name.hasSuffix("ViewController") || name == "UIWindow"
          || name == "NSWindow" || name == "NavigationPath" || name == "UITabBarController"
      }
    }
  }

  let allowed: [Glob]

  public init(parameters: RuleParameterValues) {
    allowed = parameters.strings("allowed-modules").map(Glob.init)
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let code = context.code, !code.appModules.isEmpty else { return [] }
    var findings: [Finding] = []
    for type in context.judgedTypes(roles: [.coordinator]) where !code.appModules.contains(type.node.module) {
      // Files no target compiles (an inferred module) are not where the app keeps anything.
      guard let module = context.graph[type.node.module], module.kind != .inferred,
        !allowed.contains(where: { ModuleSelector.glob($0).matches(module) })
      else { continue }
      // A value type that only its folder calls a coordinator (`Coordinator/RouterItem.swift`) is a helper of the
      // coordinators; a SwiftUI coordinator view conforms to `View`, and other coordinators say so by name.
      if type.fact.kind == .struct || type.fact.kind == .enum,
        type.evidence.allSatisfy({ $0.hasPrefix("in folder ") })
      {
        continue
      }
      // A base class the other coordinators extend (or an `open` one, made to be extended) is shared machinery,
      // like the protocol.
      if type.fact.accessLevel == .open
        || (code.adopters[type.node] ?? []).contains(where: { code.types[$0]?.role == .coordinator })
      {
        continue
      }
      // Named a coordinator but leading nowhere (a deep-link dispatcher, a sync coordinator): not a flow.
      guard Self.leadsScreens(type, in: code) else { continue }
      let apps = code.appModules.compactMap { context.graph[$0] }.filter { !$0.isTest }.map(\.name).sorted()
      findings.append(
        context.finding(
          "'\(type.name)' (a coordinator) is declared in '\(context.displayName(module.id))', not in the app target",
          at: type.location, modules: [module.id], symbol: type.name,
          notes: [
            context.roleNote(type),
            "move it to \(apps.count == 1 ? "the app target '\(apps[0])'" : "an app target (\(apps.prefix(3).joined(separator: ", ")))"), "
              + "which can depend on every feature it connects; the module exposes callbacks or a FlowType instead",
          ]))
    }
    return findings
  }
}
