/// Indents lines by a fixed number of spaces.
public struct Indenter {
  public let width: Int

  public init(width: Int) {
    self.width = width
  }

  public func indent(_ line: String) -> String {
    String(repeating: " ", count: width) + line
  }
}
