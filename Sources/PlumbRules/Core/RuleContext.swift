import Foundation
import PlumbModel

/// Everything a rule may read: the module graph (already narrowed by `include`/`exclude`), the configuration,
/// the metrics and, when sources were scanned, the source facts.
public struct RuleContext: Sendable {
  public let graph: ModuleGraph
  public var configuration: Configuration
  public var metrics: [ModuleID: ModuleMetrics]
  /// nil until the sources are scanned.
  public var sourceFacts: SourceFacts?
  /// The types of the workspace's own modules with their roles, API uses and type graph; nil unless a rule that
  /// `needsCode` runs over scanned sources.
  public var code: CodeIndex?
  /// What makes each edge (declaration, imports, type references); nil unless a rule that `needsEvidence` runs.
  public var evidence: DependencyEvidence?
  /// The analysed folder; finding locations are relative to it.
  public var root: URL?
  /// The rule being run and the severity it runs with: `finding(...)` fills them in.
  public var ruleID: String
  public var severity: Severity
  /// The configured layer of each module, worked out once per run.
  public let layers: LayerMembership
  /// Counts the steps of rules that could grow faster than the graph, for the tests; nil in normal runs.
  public var work: WorkCounter?
  /// Where the loaders left module definitions unread (a Bazel macro they do not expand, a project or manifest they
  /// cannot read: the input problems that leave the graph partial): targets declared there are missing from the
  /// graph, so a rule that asks what is absent (a test target) says when the answer may lie there.
  public var unreadDefinitions: [Location] = []

  /// - Parameter layers: computed from `configuration` when nil.
  public init(
    graph: ModuleGraph, configuration: Configuration = Configuration(), layers: LayerMembership? = nil,
    metrics: [ModuleID: ModuleMetrics] = [:], sourceFacts: SourceFacts? = nil, code: CodeIndex? = nil,
    evidence: DependencyEvidence? = nil, root: URL? = nil, ruleID: String = "",
    severity: Severity = .error, work: WorkCounter? = nil
  ) {
    self.graph = graph
    self.configuration = configuration
    self.layers = layers ?? LayerMembership(configuration: configuration, graph: graph)
    self.metrics = metrics
    self.sourceFacts = sourceFacts
    self.code = code
    self.evidence = evidence
    self.root = root
    self.ruleID = ruleID
    self.severity = severity
    self.work = work
    var seen = Set<String>()
    self.sharedNames = Set(graph.modules.map(\.name).filter { !seen.insert($0).inserted })
  }

  /// Module names that more than one module has, so messages name those modules in full.
  private let sharedNames: Set<String>

  /// A finding of the running rule at its configured severity.
  public func finding(
    _ message: String, at location: Location?, modules: [ModuleID], symbol: String? = nil, notes: [String] = [],
    severity: Severity? = nil
  ) -> Finding {
    Finding(
      ruleID: ruleID, severity: severity ?? self.severity, message: message, location: location, modules: modules,
      symbol: symbol, notes: notes)
  }

  /// Where to point at an edge: the line that declares it, else the declaration of the module it leaves.
  public func location(of dependency: Dependency) -> Location? {
    dependency.location ?? graph[dependency.from]?.declaredAt
  }

  /// The workspace's own modules: neither tests nor external products. The modules architecture rules judge.
  public var productionModules: [Module] {
    graph.modules.filter { !$0.isTest && !$0.isExternal }
  }

  /// The layer index (0 = top) of a module, from `layers:`.
  public func layerIndex(of id: ModuleID) -> Int? {
    layers.index(of: id)
  }

  public func layer(of id: ModuleID) -> Layer? {
    layers.layer(of: id)
  }

  /// How a module is named in messages, as a user writes it: its name, or `Name (Container)` when another module
  /// shares the name (`Networking (WooCommerce.xcodeproj)`, `Networking (package Kit)`); never an internal id.
  public func displayName(_ id: ModuleID) -> String {
    guard sharedNames.contains(id.name) else { return id.name }
    return "\(id.name) (\(Self.containerDescription(id, kind: graph.container(of: id)?.kind)))"
  }

  static func containerDescription(_ id: ModuleID, kind: Container.Kind?) -> String {
    switch kind {
    case .inferred?: return "files outside any target"
    case .external?:
      let identity = id.container.hasPrefix("external:") ? String(id.container.dropFirst("external:".count)) : id.container
      return identity == "unresolved" ? "a package plumb could not find" : "remote package \(identity)"
    case .swiftPackage?: return "package \(id.container)"
    default: return id.container
    }
  }
}
