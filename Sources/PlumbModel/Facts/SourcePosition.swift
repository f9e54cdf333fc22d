/// A line and column inside the file that a fact belongs to (the file is known from the enclosing `FileFacts`).
public struct SourcePosition: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// 1-based.
  public var line: Int
  /// 1-based, counted in UTF-8 bytes as SwiftSyntax counts it.
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "\(line):\(column)" }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
