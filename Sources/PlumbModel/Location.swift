/// A place in a file. Paths are relative to the analysed root whenever the file lies below it.
public struct Location: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  public var file: String
  /// 1-based; 0 when only the file is known.
  public var line: Int
  /// 1-based; 0 when only the line is known.
  public var column: Int

  public init(file: String, line: Int = 0, column: Int = 0) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:col`, leaving out the parts that are unknown.
  public var description: String {
    var text = file
    if line > 0 { text += ":\(line)" }
    if line > 0 && column > 0 { text += ":\(column)" }
    return text
  }

  public static func < (lhs: Location, rhs: Location) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
