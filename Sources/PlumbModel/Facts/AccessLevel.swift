/// A Swift access level, as written on a declaration or an import.
public enum AccessLevel: String, Hashable, Comparable, Codable, Sendable, CaseIterable {
  case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

  private var rank: Int { Self.allCases.firstIndex(of: self)! }

  public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rank < rhs.rank }
}
