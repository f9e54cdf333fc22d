import PlumbModel

/// One entry of `forbidden:`, `allowed:` or `required:` (dependency-cruiser style): which edges it is about and
/// the comment shown with each finding.
public struct DependencyPolicy: Hashable, Sendable {
  /// An optional name, shown in messages (`no-feature-to-app`).
  public var name: String?
  public var comment: String?
  /// Overrides the rule's severity for findings of this entry.
  public var severity: Severity?
  public var from: ModuleMatcher
  public var to: ModuleMatcher
  /// Where the entry is written in the configuration.
  public var location: Location?

  public init(
    name: String? = nil, comment: String? = nil, severity: Severity? = nil, from: ModuleMatcher = .init(),
    to: ModuleMatcher = .init(), location: Location? = nil
  ) {
    self.name = name
    self.comment = comment
    self.severity = severity
    self.from = from
    self.to = to
    self.location = location
  }
}
