import Foundation
import PlumbModel

/// VIP's cycle runs one way: the view controller calls the interactor, the interactor the presenter, the presenter
/// the view controller. The interactor never names the view controller, and the presenter never names the
/// interactor.
///
/// Two kinds of finding, read from the type graph (every mention counts: a stored property, a parameter, a cast,
/// an initialiser call; the type's extensions in its module included):
/// - an *interactor* that names a view controller of the workspace, or a protocol one adopts (VIP's
///   `ArticlesDisplayLogic`): it should hand its response to the presenter;
/// - a *presenter* that names an interactor of a VIP scene, or a protocol one adopts (`ArticlesBusinessLogic`,
///   `ArticlesDataStore`): it should only format and pass view models on. An interactor belongs to a VIP scene
///   when a view controller holds it (or its protocol) in a stored property; in VIPER the view talks to the
///   presenter and the presenter drives the interactor, and those presenters are not judged.
///
/// A property whose type resolves to no workspace type (a typealias of a protocol composition,
/// `PlayersInteractorProtocol = PlayersFetching & PlayersSelecting`) counts by its name, in a module whose view
/// controllers hold interactors: `interactor` (or `...Interactor`) in a presenter, `viewController` (or
/// `...ViewController`) in an interactor.
///
/// Not judged: configurators, factories, assemblers and routers that wire the three (they name all of them by
/// design), view controllers, and protocols. The finding points at the stored property that holds the reference
/// when there is one, else at the type's declaration.
public struct VipFlowRule: Rule {
  public static let info = RuleInfo(
    id: "vip-flow",
    summary: "In VIP the interactor never references the view controller, and the presenter never the interactor.",
    rationale: """
      Clean Swift's VIP cycle is one-way: "ViewController → Interactor → Presenter → ViewController" (Lys's VIP article). \
      Requests go to the interactor, responses to the presenter, view models to the view controller; each type \
      talks only to the next through its protocol (`BusinessLogic`, `PresentationLogic`, `DisplayLogic`). An \
      interactor that updates the view, or a presenter that calls business logic, merges two steps: the logic can \
      no longer be tested through its response, and the cycle's retain chain (view controller strong → interactor \
      strong → presenter weak → view controller) gains a second path back.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false
  public static let needsSourceFacts = true
  public static let needsCode = true

  public init(parameters: RuleParameterValues) {}

  /// Whether a property's name says it holds what a type of `role` must not reference: `viewController` (or
  /// `...ViewController`) for an interactor, `interactor` (or `...Interactor`) for a presenter.
  static func names(_ property: String, _ role: Role) -> Bool {
    let word = role == .interactor ? "ViewController" : "Interactor"
    return property == word.prefix(1).lowercased() + word.dropFirst() || property.hasSuffix(word)
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let code = context.code else { return [] }
    // Interactors a view controller holds: the VIP wiring.
    var vipInteractors: Set<TypeGraph.Node> = []
    for screen in code.allTypes
    where screen.role == .viewController && !screen.isProtocol && !CodeIndex.isTestPath(screen.file) {
      for holding in code.strongHoldings(of: screen.node) {
        for target in holding.targets where code.types[target]?.role == .interactor { vipInteractors.insert(target) }
      }
      for property in screen.fact.properties where !property.isStatic && property.ownership != nil {
        for target in code.resolve(property.type ?? property.inferredType ?? "", in: screen.node)
          .flatMap(code.concreteCandidates(of:))
        where code.types[target]?.role == .interactor {
          vipInteractors.insert(target)
        }
      }
    }
    let vipModules = Set(vipInteractors.map(\.module))
    var findings: [Finding] = []
    for type in context.judgedAppTypes(roles: [.interactor, .presenter]) {
      let forbidden: (TypeGraph.Node) -> Bool
      let what: String
      let instead: String
      if type.role == .interactor {
        forbidden = { target in
          code.concreteCandidates(of: target).contains { candidate in
            code.types[candidate].map { $0.role == .viewController && !$0.isProtocol } ?? false
          }
        }
        what = "the view controller"
        instead = "hand the response to the presenter, which formats it for the view controller"
      } else {
        forbidden = { target in code.concreteCandidates(of: target).contains(where: vipInteractors.contains) }
        what = "the interactor"
        instead = "only format the interactor's response and pass the view model on; requests go from the view "
          + "controller to the interactor"
      }
      var edges = code.references(from: type.node).filter { forbidden($0.to) }.sorted { $0.to < $1.to }.map { edge in
        // A protocol is named with the types it stands for:
        // `'ArticlesDisplayLogic' (adopted by ArticlesViewController)`.
        guard code.types[edge.to]?.isProtocol == true else { return "'\(edge.to.name)'" }
        let role: Role = type.role == .interactor ? .viewController : .interactor
        let adopters = (code.adopters[edge.to] ?? []).filter { adopter in
          code.types[adopter].map { !$0.isProtocol && $0.role == role } ?? false
        }
        let names = adopters.map(\.name).sorted().joined(separator: ", ")
        return adopters.isEmpty ? "'\(edge.to.name)'" : "'\(edge.to.name)' (adopted by \(names))"
      }
      // A property typed by a typealias of protocols (`PlayerListInteractorProtocol = A & B`) resolves to nothing:
      // its name says what it holds, in a module whose view controllers hold interactors.
      var unresolved: [PropertyFact] = []
      if vipModules.contains(type.node.module) {
        for property in type.fact.properties where !property.isStatic {
          guard let written = property.typeName, !CodeIndex.isFunctionType(written),
            code.resolve(written, in: type.node).isEmpty, Self.names(property.name, type.role)
          else { continue }
          unresolved.append(property)
          edges.append("'\(written.trimmingCharacters(in: ["?", "!"]))'")
        }
      }
      guard !edges.isEmpty else { continue }
      // Point at the stored property that holds the first one, when one does.
      var location = type.location
      var held: [String] = []
      for property in type.fact.properties.sorted(by: { $0.line < $1.line }) where !property.isStatic {
        let targets = code.resolve(property.typeName ?? "", in: type.node)
        if targets.contains(where: forbidden) || unresolved.contains(property) {
          if held.isEmpty { location = Location(file: type.file, line: property.line) }
          held.append(property.name)
        }
      }
      let names = edges.joined(separator: ", ")
      var message = "'\(type.name)' (\(type.role.withArticle)) references \(what): \(names)"
      if !held.isEmpty { message += " (held in \(held.map { "'\($0)'" }.joined(separator: ", ")))" }
      findings.append(
        context.finding(
          message, at: location, modules: [type.node.module], symbol: type.name,
          notes: [context.roleNote(type), instead]))
    }
    return findings
  }
}
