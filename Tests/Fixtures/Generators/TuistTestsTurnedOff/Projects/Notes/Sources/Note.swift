public struct Note {
  public var lines: [String] = []

  public mutating func add(_ line: String) {
    if !line.isEmpty { lines.append(line) }
  }
}
