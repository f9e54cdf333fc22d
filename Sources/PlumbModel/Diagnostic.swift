/// A problem plumb met while reading the input (a manifest it could not fully evaluate, a file that does not
/// parse, a project it cannot read). Diagnostics are not rule findings: they say how complete the analysis is.
public struct Diagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
  public var severity: Severity
  public var message: String
  public var location: Location?
  /// The problem leaves module definitions unread (a manifest, project or spec plumb cannot read or evaluate, a
  /// Bazel macro it does not expand, a project that is not there): the graph is known to be partial, so a clean
  /// result would not mean a checked graph. `--strict` stops on these.
  public var leavesGraphPartial = false
  /// What this problem shares with others of the same file (a missing folder, a `.gitignore` line, statements
  /// that nest too deep), said as the words after "and 3 more": "under ../Shared/src", "that .gitignore:2
  /// ignores". Problems of one cause are reported as one (`groupedByCause`); nil for a problem of its own.
  public var cause: String?
  /// The cause is shared by problems of several files (CocoaPods' `Pods/`, which the configuration files of every
  /// target include): they are grouped over those files, not within each.
  public var causeSpansFiles = false
  /// How many problems this one stands for: more than 1 once problems of one cause are grouped.
  public var count = 1

  public init(
    _ severity: Severity, _ message: String, at location: Location? = nil, leavesGraphPartial: Bool = false,
    cause: String? = nil
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.leavesGraphPartial = leavesGraphPartial
    self.cause = cause
  }

  /// The same problem, marked as leaving the graph partial.
  public func leavingGraphPartial() -> Diagnostic {
    var copy = self
    copy.leavesGraphPartial = true
    return copy
  }

  // The mark, the cause and the count are not written: machine-readable outputs and the facts cache keep their
  // shape (a grouped problem's message says its count).
  private enum CodingKeys: String, CodingKey { case severity, message, location }

  public var description: String {
    let prefix = location.map { "\($0): " } ?? ""
    return "\(prefix)\(severity.rawValue): \(message)".escapingControlCharacters
  }
}

extension [Diagnostic] {
  /// One problem for each cause: those of the same severity, file and cause become the first of them, which keeps
  /// its place, says how many more there are ("…; and 336 more under ../Shared/src") and counts them all. Problems
  /// without a cause are kept as they are. A workspace group pointing into a folder the checkout does not have, or
  /// a project listing the files a generator writes, is one problem, not hundreds.
  public func groupedByCause() -> [Diagnostic] {
    let groups = Dictionary(grouping: filter { $0.causeKey != nil }, by: { $0.causeKey! })
    var written: Set<CauseKey> = []
    return compactMap { diagnostic in
      guard let key = diagnostic.causeKey, let group = groups[key], group.count > 1 else { return diagnostic }
      guard written.insert(key).inserted else { return nil }
      var grouped = diagnostic
      grouped.message += "; and \(group.dropFirst().map(\.count).reduce(0, +)) more \(key.cause)"
      grouped.count = group.map(\.count).reduce(0, +)
      grouped.leavesGraphPartial = group.contains(where: \.leavesGraphPartial)
      return grouped
    }
  }
}

/// What makes problems one: the same severity and file (any file, for a cause that spans files), and the same cause.
private struct CauseKey: Hashable {
  var severity: Severity
  var file: String?
  var cause: String
}

extension Diagnostic {
  fileprivate var causeKey: CauseKey? {
    cause.map { CauseKey(severity: severity, file: causeSpansFiles ? nil : location?.file, cause: $0) }
  }
}

extension Diagnostic: Comparable {
  /// In file, line and column order (diagnostics without a location first), then by message.
  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    let l = lhs.location ?? Location(file: "")
    let r = rhs.location ?? Location(file: "")
    if l != r { return l < r }
    return lhs.message < rhs.message
  }
}
