import Parser

/// Reads a whole ledger, line by line.
public struct Driver {
  public init() {}

  public func lineCount(of text: String) -> Int {
    text.split(separator: "\n").filter { !$0.isEmpty }.count
  }
}
