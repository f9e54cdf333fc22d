import PlumbModel

/// A module matched by the `from` of some `allowed:` entry may only have dependencies that an entry allows.
///
/// Modules no `allowed:` entry's `from` matches are not restricted: a list of allowed edges for the features does
/// not constrain the app.
///
/// Inside targets too: an entry that selects files or types (a `type` glob, a type role, a `path`, or a layer
/// placed by paths, types or roles) restricts the type references and imports of the files and types its `from`
/// selects. References among what the entries' `from` select (a view model using another, a feature folder's files
/// using each other) and to a type's own parts (its nested types, the types declared in its file) are not
/// restricted: the list is about what they reach out to.
public struct AllowedDependenciesRule: Rule {
  public static let info = RuleInfo(
    id: "allowed-dependencies",
    summary: "Modules named by `allowed:` depend only on what it allows.",
    rationale: """
      A forbidden list catches the mistakes someone thought of; an allowed list catches the rest. Listing what \
      the feature modules may depend on (Core, the design system, a few vetted packages) means every new \
      dependency is a decision that shows up in the configuration's review, not a surprise in the build graph.
      """,
    defaultSeverity: .error)

  static let configuration = """
    allowed:
      - comment: features build on Core only
        from: { module: "*Feature" }
        to: { module: [Core, DesignSystem] }
    """

  /// The features folder of one app target builds on the shared folder and the models only.
  static let folderConfiguration = """
    allowed:
      - comment: a feature builds on the shared code and the models, never on another feature's internals
        from: { path: "**/Features/**" }
        to: { path: ["**/Shared/**", "**/Models/**"] }
    """

  public static let triggeringExamples = [
    RuleExample(
      "App[app] -> HomeFeature; HomeFeature -> Core; ↓HomeFeature -> Alamofire[external]", configuration: configuration),
    RuleExample(
      "App[app]", configuration: folderConfiguration,
      sources: [
        "App/Features/Macs/MacsListView.swift": """
          ↓struct MacsListView {
            let session: AnalyticsSession
            var macs: [ClassicMac] = []
          }
          """,
        "App/Analytics/AnalyticsSession.swift": "final class AnalyticsSession {}",
        "App/Models/ClassicMac.swift": "struct ClassicMac {\n  let id: Int\n}",
      ]),
  ]

  public static let nonTriggeringExamples = [
    RuleExample(
      "App[app] -> HomeFeature; App -> Alamofire[external]; HomeFeature -> Core", configuration: configuration),
    // The feature's own files use each other freely: only what leaves the features folder is restricted. A check
    // that judged every reference of a feature file would flag the view's use of its own view model.
    RuleExample(
      "App[app]", configuration: folderConfiguration,
      sources: [
        "App/Features/Macs/MacsListView.swift": """
          struct MacsListView {
            let viewModel: MacsListViewModel
          }
          """,
        "App/Features/Macs/MacsListViewModel.swift": """
          final class MacsListViewModel {
            enum Filter { case all, favourites }
            var filter: Filter = .all
            var macs: [ClassicMac] = []
          }
          """,
        "App/Models/ClassicMac.swift": "struct ClassicMac {\n  let id: Int\n}",
      ]),
  ]

  public static let judgesLayersInCode = true

  public init(parameters: RuleParameterValues) {}

  public func check(_ context: RuleContext) -> [Finding] {
    let policies = context.configuration.allowed
    guard !policies.isEmpty else { return [] }
    var findings: [Finding] = []
    for dependency in context.graph.dependencies {
      guard let from = context.graph[dependency.from], let to = context.graph[dependency.to] else { continue }
      let fromLayer = context.layer(of: from.id)?.name
      let toLayer = context.layer(of: to.id)?.name
      let applicable = policies.filter { $0.from.matches(from, layer: fromLayer) }
      guard !applicable.isEmpty, !applicable.contains(where: { $0.to.matches(to, layer: toLayer) }) else { continue }
      let allowed = applicable.map { "\($0.to)" }.joined(separator: "; ")
      findings.append(
        context.finding(
          "'\(context.displayName(from.id))' may not depend on '\(context.displayName(to.id))': not among its allowed "
            + "dependencies",
          at: context.location(of: dependency), modules: [from.id, to.id],
          notes: applicable.compactMap(\.comment) + ["allowed: \(allowed)"],
          severity: applicable.compactMap(\.severity).max()))
    }
    if let code = context.code {
      findings += codeFindings(context, code: code, policies: policies)
    }
    return findings
  }

  /// References and imports inside targets that leave what the entries' `from` select for something no entry allows.
  func codeFindings(_ context: RuleContext, code: CodeIndex, policies: [DependencyPolicy]) -> [Finding] {
    let inCode = policies.filter { PolicyEdges.judgesCode($0, layers: context.configuration.layers) }
    guard !inCode.isEmpty else { return [] }
    var findings: [Finding] = []
    for edge in PolicyEdges(context, code: code).edges {
      let applicable = inCode.filter { $0.from.matches(edge.from) }
      guard !applicable.isEmpty, !applicable.contains(where: { $0.to.matches(edge.to) }),
        !inCode.contains(where: { $0.from.matches(edge.to) }), !Self.isOwn(edge)
      else { continue }
      if reportedByModules(edge, policies: policies, context) { continue }
      let from = edge.from.label(context)
      let to = edge.to.label(context)
      findings.append(
        context.finding(
          "'\(from)' may not \(edge.isImport ? "import" : "use") '\(to)': not among its allowed dependencies",
          at: edge.location, modules: Array(Set([edge.from.module.id, edge.to.module.id])).sorted(),
          symbol: "\(from) -> \(to)",
          notes: applicable.compactMap(\.comment) + ["allowed: \(applicable.map { "\($0.to)" }.joined(separator: "; "))"],
          severity: applicable.compactMap(\.severity).max()))
    }
    return findings
  }

  /// Whether the module check above reports the edge between the ends' modules already.
  func reportedByModules(_ edge: PolicyEdges.Edge, policies: [DependencyPolicy], _ context: RuleContext) -> Bool {
    let from = edge.from.module
    let to = edge.to.module
    guard from.id != to.id, context.graph.dependencies(of: from.id).contains(where: { $0.to == to.id }) else {
      return false
    }
    let applicable = policies.filter { $0.from.matches(from, layer: context.layer(of: from.id)?.name) }
    return !applicable.isEmpty && !applicable.contains { $0.to.matches(to, layer: context.layer(of: to.id)?.name) }
  }

  /// A type using what is part of it: its nested types, its parent, or a type declared in its own file (a view
  /// model's `Input`/`Output` protocols, its actions struct).
  static func isOwn(_ edge: PolicyEdges.Edge) -> Bool {
    guard let from = edge.from.type, let to = edge.to.type, from.module == to.module else { return false }
    return edge.from.file == edge.to.file || to.name.hasPrefix(from.name + ".") || from.name.hasPrefix(to.name + ".")
  }
}
