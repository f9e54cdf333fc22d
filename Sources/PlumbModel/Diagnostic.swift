/// A problem plumb met while reading the input (a manifest it could not fully evaluate, a file that does not
/// parse, a project it cannot read). Diagnostics are not rule findings: they say how complete the analysis is.
public struct Diagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
  public var severity: Severity
  public var message: String
  public var location: Location?

  public init(_ severity: Severity, _ message: String, at location: Location? = nil) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  public var description: String {
    let prefix = location.map { "\($0): " } ?? ""
    return "\(prefix)\(severity.rawValue): \(message)"
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
