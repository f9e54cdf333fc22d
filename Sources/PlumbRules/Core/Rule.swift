import PlumbModel

/// An architecture rule: reads the module graph (and, when it needs them, metrics and source facts) and returns
/// findings.
///
/// One rule per file in `Sources/PlumbRules/Rules/`, named `<Name>Rule`. The registry of built-in rules and the
/// rule docs under `Rules/docs/` are generated from these files by `swift run generate-plumb`; a test fails when
/// they are stale. A team can write its own rule in a package that depends on `PlumbKit`
/// (see `Rules/docs/custom-rules.md`).
public protocol Rule: Sendable {
  /// The id, summary, rationale and default severity. The id is the key under `rules:` in `.plumb.yml`.
  static var info: RuleInfo { get }
  /// Whether the rule runs when no configuration mentions it. Rules that need thresholds or layers are opt-in.
  static var isEnabledByDefault: Bool { get }
  /// The options the rule takes under `rules: <id>:` in `.plumb.yml`, with their types and defaults.
  static var parameters: [RuleParameter] { get }
  /// Whether the rule reads `RuleContext.sourceFacts`; such rules are skipped (with a note) when sources were not
  /// scanned.
  static var needsSourceFacts: Bool { get }
  /// Whether the rule reads `RuleContext.code` (types, roles, the type graph, API uses): the pattern rules. The
  /// index is built only when an enabled rule needs it; such rules are skipped (with a note) without a scan.
  static var needsCode: Bool { get }
  /// Whether the rule, as configured, reads `RuleContext.code`: `needsCode`, or a parameter asks for it (`no-cycles`
  /// with `levels: [folder, type]`).
  static func needsCode(with parameters: RuleParameterValues) -> Bool
  /// Whether the rule also judges the layers, or the `forbidden`/`allowed`/`required` entries, inside targets
  /// (`RuleContext.layers.code`, `PolicyEdges`) when the sources are indexed; it still runs on modules alone
  /// without them.
  static var judgesLayersInCode: Bool { get }
  /// Whether the rule reads `RuleContext.evidence` (the declarations, imports and type references behind each edge)
  /// on this graph. The evidence needs the type graph, which is not free, so it is worked out only when an enabled
  /// rule asks for it.
  static func needsEvidence(for graph: ModuleGraph) -> Bool
  /// Graphs the rule must flag, with `↓` on each edge or module it must point at. They run as tests and appear in
  /// the docs.
  static var triggeringExamples: [RuleExample] { get }
  /// Graphs the rule must accept.
  static var nonTriggeringExamples: [RuleExample] { get }

  /// Builds the rule with its options, already checked against `parameters` by the configuration loader.
  init(parameters: RuleParameterValues)

  func check(_ context: RuleContext) -> [Finding]
}

extension Rule {
  public static var isEnabledByDefault: Bool { true }
  public static var parameters: [RuleParameter] { [] }
  public static var needsSourceFacts: Bool { false }
  public static var needsCode: Bool { false }
  public static func needsCode(with parameters: RuleParameterValues) -> Bool { needsCode }
  public static var judgesLayersInCode: Bool { false }
  public static func needsEvidence(for graph: ModuleGraph) -> Bool { false }
  public static var nonTriggeringExamples: [RuleExample] { [] }
  public static var triggeringExamples: [RuleExample] { [] }
  public static var id: String { info.id }
}
