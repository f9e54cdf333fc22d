public struct Report {
  public var lines: [String]

  public func joined() -> String {
    lines.isEmpty ? "-" : lines.joined(separator: "\n")
  }
}
