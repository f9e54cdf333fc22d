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

  public init(_ severity: Severity, _ message: String, at location: Location? = nil, leavesGraphPartial: Bool = false) {
    self.severity = severity
    self.message = message
    self.location = location
    self.leavesGraphPartial = leavesGraphPartial
  }

  /// The same problem, marked as leaving the graph partial.
  public func leavingGraphPartial() -> Diagnostic {
    var copy = self
    copy.leavesGraphPartial = true
    return copy
  }

  // The mark is not written: machine-readable outputs and the facts cache keep their shape.
  private enum CodingKeys: String, CodingKey { case severity, message, location }

  public var description: String {
    let prefix = location.map { "\($0): " } ?? ""
    return "\(prefix)\(severity.rawValue): \(message)".escapingControlCharacters
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
