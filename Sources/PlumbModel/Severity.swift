/// How much a finding or a diagnostic matters. Only `error` makes `plumb check` exit with 1.
public enum Severity: String, Hashable, Comparable, Codable, Sendable, CaseIterable {
  case note
  case warning
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
