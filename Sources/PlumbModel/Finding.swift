/// A rule violation: what a rule found, where, and about which modules.
public struct Finding: Hashable, Codable, Sendable {
  /// The kebab-case id of the rule that produced the finding (`no-cycles`).
  public var ruleID: String
  public var severity: Severity
  public var message: String
  /// Where to point the user: the manifest line that declares an edge, the import line that creates it.
  public var location: Location?
  /// The modules involved, in the order that matters for the message (for a cycle: the cycle's path).
  public var modules: [ModuleID]
  /// A symbol the finding is about (a type name, an import), when there is one. Part of the fingerprint.
  public var symbol: String?
  /// Extra lines shown under the message (a config rule's `comment`, a hint how to fix it).
  public var notes: [String]

  public init(
    ruleID: String,
    severity: Severity,
    message: String,
    location: Location? = nil,
    modules: [ModuleID] = [],
    symbol: String? = nil,
    notes: [String] = []
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
    self.modules = modules
    self.symbol = symbol
    self.notes = notes
  }

  /// Identifies the finding without line numbers, so that it survives code moving around (baselines).
  public var fingerprint: String {
    ([ruleID] + modules.map(\.description) + [symbol ?? ""]).joined(separator: "|")
  }
}

extension Finding: Comparable {
  /// Findings sort by file, line and column, then rule, then message: the order every reporter prints.
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    let l = lhs.location ?? Location(file: ""), r = rhs.location ?? Location(file: "")
    if l != r { return l < r }
    if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
    return lhs.message < rhs.message
  }
}
