import Ledger

public struct AuditTrail {
  public private(set) var entries: [String] = []

  public init() {}

  public mutating func record(_ entry: String) {
    entries.append(entry)
  }
}
