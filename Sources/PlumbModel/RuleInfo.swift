/// What reporters need to know about a rule: its id, what it checks, and why (SARIF rule metadata, docs links).
/// Rules describe themselves with one of these; reporters never depend on the rules module.
public struct RuleInfo: Hashable, Codable, Sendable {
  /// kebab-case (`no-cycles`).
  public var id: String
  /// One line: what the rule checks.
  public var summary: String
  /// Why the rule exists; a paragraph of Markdown.
  public var rationale: String
  public var defaultSeverity: Severity

  public init(id: String, summary: String, rationale: String, defaultSeverity: Severity) {
    self.id = id
    self.summary = summary
    self.rationale = rationale
    self.defaultSeverity = defaultSeverity
  }
}
