import PlumbModel

/// An `ignore:` entry: findings of a rule that the team accepts, with the reason written down.
public struct IgnoreEntry: Hashable, Sendable {
  /// Rule id glob (`no-cycles`, `*`).
  public var rule: Glob
  /// When given, one of the finding's modules must match.
  public var modules: [Glob]
  /// When given, the file the finding points into must match.
  public var paths: [Glob]
  public var reason: String
  public var location: Location?

  public init(rule: Glob, modules: [Glob] = [], paths: [Glob] = [], reason: String, location: Location? = nil) {
    self.rule = rule
    self.modules = modules
    self.paths = paths
    self.reason = reason
    self.location = location
  }

  public func matches(_ finding: Finding) -> Bool {
    guard rule.matches(finding.ruleID) else { return false }
    if !modules.isEmpty {
      let names = finding.modules.flatMap { [$0.name, $0.description] }
      guard names.contains(where: { name in modules.contains { $0.matches(name) } }) else { return false }
    }
    if !paths.isEmpty {
      guard let file = finding.location?.file, paths.contains(where: { $0.matches(file) }) else { return false }
    }
    return true
  }
}
