import PlumbModel

/// A view or view controller of one feature does not create or name a view or view controller of another feature:
/// a coordinator (or the app's composition root) puts screens of different features together.
///
/// Features are modules of an `independent: true` layer and feature folders inside a target (`feature-folders`,
/// `shared-folders`; a matched folder counts only when it declares a screen; see `flow-through-app`, which shares
/// the same definition). A reference is any mention outside the inheritance clause, from where it is written: an
/// initialiser call, a property, a parameter, in the view's declaration or an extension. Views of no feature (a
/// design-system module, a `Shared/` or `Components/` folder, the app target's root views) are free to use and to
/// be used; protocols are not views whatever their names; a name two files of one module declare (two
/// `private struct Row`) is no evidence. A view nested in a coordinator (a TCA coordinator's `View`) is the
/// coordinator's, and not judged. A module that an independent layer takes only by its role (`roles: library`) is a
/// feature only when it declares a screen's logic (a view controller, view model, presenter, interactor or
/// reducer): a design system's views are shared.
///
/// One finding per view, at the first place it names another feature's view, listing every such view.
public struct ViewIndependenceRule: Rule {
  public static let info = RuleInfo(
    id: "view-independence",
    summary: "A view does not create or reference a view of another feature.",
    rationale: """
      A screen that builds another feature's screen ties the two features together: neither can be moved, \
      reused in another flow or tested alone, and the app's flow hides inside the views. Build-block \
      Architecture says it in one line, "no view knows another, only the coordinators": views expose callbacks, \
      and a coordinator in the app decides which screen comes next. MVVM-C and MVP-C keep the same boundary.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false
  public static let needsSourceFacts = true
  public static let needsCode = true

  public static let parameters = [FeatureMap.foldersParameter, FeatureMap.sharedParameter]

  static let modules = """
    layers:
      - name: App
        modules: App
      - name: Modules
        modules: [MacsList, MacDetails]
        independent: true
    """

  let parameters: RuleParameterValues

  public init(parameters: RuleParameterValues) {
    self.parameters = parameters
  }

  /// Whether a type is nested in a coordinator (at any depth).
  static func isInsideCoordinator(_ node: TypeGraph.Node, code: CodeIndex) -> Bool {
    var parts = node.name.split(separator: ".")
    while parts.count > 1 {
      parts.removeLast()
      let parent = TypeGraph.Node(module: node.module, name: parts.joined(separator: "."))
      // A TCA coordinator is a reducer by its structure and a coordinator by its name.
      if code.types[parent]?.role == .coordinator || parts.last?.hasSuffix("Coordinator") == true { return true }
    }
    return false
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let code = context.code else { return [] }
    let features = FeatureMap(context: context, code: code, parameters: parameters)
    var findings: [Finding] = []
    for type in context.judgedTypes(roles: Role.screenViews) where type.isScreenPart() {
      // A coordinator's own view (`OnboardingCoordinator.View`, its `Path.View`) draws the screens the coordinator
      // puts together: knowing them is its job.
      if Self.isInsideCoordinator(type.node, code: code) { continue }
      let groups = features.crossFeatureReferences(from: type.node) { edge in
        guard edge.kinds != [.inheritance], let target = code.types[edge.to] else { return false }
        return !target.isProtocol && target.isScreenPart(among: Role.screenViews)
      }
      guard let first = groups.flatMap(\.edges).min(by: { $0.location < $1.location }),
        let home = features.feature(ofFile: first.location.file)
      else { continue }
      let named = groups.flatMap { group in group.edges.map { "\($0.to.name) (\(group.to.name))" } }
      findings.append(
        context.finding(
          "'\(type.name)' (\(type.role.withArticle) of feature \(home.name)) references "
            + "\(named.count == 1 ? "a view" : "views") of another feature: \(named.joined(separator: ", "))",
          at: first.location, modules: [type.node.module], symbol: type.name,
          notes: [
            context.roleNote(type),
            "expose a callback and let a coordinator in the app show the other feature's screen",
          ] + groups.map { "\($0.to.name) is \($0.to)" }))
    }
    return findings
  }
}
