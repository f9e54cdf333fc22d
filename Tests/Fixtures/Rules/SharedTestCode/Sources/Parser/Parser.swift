/// Splits a ledger line into its fields.
public struct Parser {
  public init() {}

  func fields(of line: String) -> [String] {
    line.split(separator: ";").map { String($0) }
  }
}
