import PlumbModel

/// Features do not import or name each other: a feature that needs another posts a flow (a case of its own
/// `FlowType` enum, through `NotificationCenter`) and the app, which knows every feature, answers it.
///
/// Features are modules of an `independent: true` layer and feature folders inside a target (`feature-folders`,
/// `shared-folders`; the same definition as `view-independence`; a matched folder counts only when it declares a
/// screen). Two kinds of findings:
///
/// - an `import` of another feature's module, at the import;
/// - a type of one feature folder that names a type of another feature (a property, a parameter, an initialiser
///   call, a conformance), once per type and feature it names, where the type's code names it. A name two files
///   of one module declare (two `private struct Row`) is no evidence, nor is a private type of another file.
///
/// Coordinators, routers and factories are not judged: inside one target they are the app's connective tissue, the
/// way features reach each other (de Moura's `AppDependencies`, BbA's coordinators). Naming another feature's
/// coordinator from a view model, on the other hand, is a finding.
///
/// How the work is shared, so that nothing is reported twice:
///
/// - `feature-independence` reports every dependency (declared, or only imported) between modules of one
///   independent layer or one of its `groups`. While it is on, this rule leaves those pairs of modules to it, and
///   reports the imports it does not judge: between features of different independent layers, and between
///   modules that are features by their folders (`Packages/Modules/Home`). Type references across modules always
///   come with an import, so only the import is reported; references between feature folders of one target,
///   which no module edge shows, are this rule's alone.
/// - `view-independence` reports a view naming another feature's view; while it is on, those references are left
///   to it, and this rule reports the others (a view model naming another feature's service, a view naming
///   another feature's view model).
public struct FlowThroughAppRule: Rule {
  public static let info = RuleInfo(
    id: "flow-through-app",
    summary: "Features talk to each other only through the app: a flow type or a notification, not an import.",
    rationale: """
      A feature that imports or names another cannot be built, tested or removed alone, and the features end up \
      in one tangle however many modules hold them. De Moura's modular coordinators design has each feature \
      module declare its flows (`enum HomeFlows: FlowType`) and post them through `NotificationCenter`; the app's \
      `AppDependencies` maps each flow to the coordinator of the feature that answers it. Only the app knows \
      every feature. Build-block Architecture keeps the same boundary between the targets of one library.
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
      - name: Features
        modules: ['*Feature']
        independent: true
    """

  let parameters: RuleParameterValues

  public init(parameters: RuleParameterValues) {
    self.parameters = parameters
  }

  /// The app's connective tissue inside one target: coordinators, routers and factories put features together,
  /// which is what "through the app" means there.
  static let connectingRoles: Set<Role> = [.coordinator, .router, .factory]

  static let note =
    "post a flow of this feature's own FlowType (or a notification) and let the app's coordinator answer it"

  public func check(_ context: RuleContext) -> [Finding] {
    guard let code = context.code else { return [] }
    let features = FeatureMap(context: context, code: code, parameters: parameters)
    let configuration = context.configuration
    let featureIndependence = configuration.severity(of: FeatureIndependenceRule.self) != nil
    let groups = configuration.parameters(of: FeatureIndependenceRule.self).strings("groups").map(Glob.init)
    let viewIndependence = configuration.severity(of: ViewIndependenceRule.self) != nil
    func leftToFeatureIndependence(_ from: ModuleID, _ to: ModuleID) -> Bool {
      guard featureIndependence, let from = context.graph[from], let to = context.graph[to] else { return false }
      return FeatureIndependenceRule.group(from: from, to: to, groups: groups, in: context) != nil
    }
    var findings: [Finding] = []

    // Imports of another feature's module.
    let names = ModuleNameIndex(graph: context.graph)
    for file in code.files {
      guard let from = features.feature(ofFile: file.path) else { continue }
      for item in file.imports where !item.isTestable {
        guard let target = names.module(named: item.module, importedFrom: from.module), target != from.module,
          let to = context.graph[target]?.sources.first.flatMap(features.feature(ofFile:)), to != from,
          !leftToFeatureIndependence(from.module, target)
        else { continue }
        findings.append(
          context.finding(
            (from.isModule ? "feature module '\(from.name)'" : "'\(file.path.split(separator: "/").last ?? "")' of \(from)")
              + " imports " + (to.isModule ? "feature module '\(to.name)'" : "'\(context.displayName(target))' of \(to)")
              + ": features talk only through the app",
            at: Location(file: file.path, line: item.position.line, column: item.position.column),
            modules: [from.module, target], notes: [Self.note]))
      }
    }

    // Type references between features of one module, where no import shows them; nested types speak for the
    // type they are declared in.
    var nestedByTop: [TypeGraph.Node: [CodeIndex.TypeInfo]] = [:]
    for type in code.allTypes {
      let top = TypeGraph.Node(module: type.node.module, name: String(type.name.prefix { $0 != "." }))
      nestedByTop[code.types[top] == nil ? type.node : top, default: []].append(type)
    }
    for top in nestedByTop.keys.sorted() {
      guard let type = code.types[top], !Self.connectingRoles.contains(type.role) else { continue }
      var edgesByFeatures: [FeatureMap.Feature: (from: FeatureMap.Feature, edges: [TypeGraph.Edge])] = [:]
      for member in nestedByTop[top] ?? [] {
        let groups = features.crossFeatureReferences(from: member.node) { edge in
          if edge.from.module != edge.to.module { return false }
          if viewIndependence, let target = code.types[edge.to], !target.isProtocol, edge.kinds != [.inheritance],
            member.isScreenPart(among: Role.screenViews),
            target.isScreenPart(among: Role.screenViews)
          {
            return false
          }
          return true
        }
        for group in groups { edgesByFeatures[group.to, default: (group.from, [])].edges += group.edges }
      }
      for (to, group) in edgesByFeatures.sorted(by: { $0.key < $1.key }) {
        let edges = group.edges.sorted { $0.location < $1.location }
        let names = edges.map(\.to.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let described = type.role == .none ? "'\(type.name)'" : "'\(type.name)' (\(type.role.withArticle))"
        var notes = [Self.note, "\(to.name) is \(to)"]
        if type.role != .none { notes.insert(context.roleNote(type), at: 0) }
        findings.append(
          context.finding(
            "\(described) of feature \(group.from.name) references \(to.name)'s \(names.joined(separator: ", ")): "
              + "features talk only through the app",
            at: edges[0].location, modules: [type.node.module], symbol: type.name, notes: notes))
      }
    }
    return findings.sorted { ($0.location?.file ?? "", $0.location?.line ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0) }
  }
}
