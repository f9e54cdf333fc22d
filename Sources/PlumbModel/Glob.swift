/// A shell-style pattern for module names and paths: `*` matches within one path component, `**` across
/// components, `?` one character, `{a,b}` either alternative. Everything else matches itself.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
  public let pattern: String
  private let alternatives: [[Character]]

  public init(_ pattern: String) {
    self.pattern = pattern
    self.alternatives = Glob.expandBraces(pattern).map(Array.init)
  }

  public var description: String { pattern }

  public func matches(_ text: String) -> Bool {
    let characters = Array(text)
    return alternatives.contains { Glob.match($0[...], characters[...]) }
  }

  /// `{a,b}` expanded into one pattern per alternative (no nesting; an unclosed brace is literal).
  private static func expandBraces(_ pattern: String) -> [String] {
    guard let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") else {
      return [pattern]
    }
    let head = pattern[..<open]
    let tail = String(pattern[pattern.index(after: close)...])
    let choices = pattern[pattern.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
    return choices.flatMap { choice in expandBraces(tail).map { head + choice + $0 } }
  }

  // Backtracking matcher; patterns are short, so the worst case does not matter.
  private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
    guard let first = pattern.first else { return text.isEmpty }
    switch first {
    case "*":
      let isDouble = pattern.dropFirst().first == "*"
      let rest = pattern.dropFirst(isDouble ? 2 : 1)
      // `**/` also matches no folder at all.
      if isDouble, rest.first == "/", match(rest.dropFirst(), text) { return true }
      var index = text.startIndex
      while true {
        if match(rest, text[index...]) { return true }
        guard index < text.endIndex, isDouble || text[index] != "/" else { return false }
        index += 1
      }
    case "?":
      guard let character = text.first, character != "/" else { return false }
      return match(pattern.dropFirst(), text.dropFirst())
    default:
      guard text.first == first else { return false }
      return match(pattern.dropFirst(), text.dropFirst())
    }
  }
}
