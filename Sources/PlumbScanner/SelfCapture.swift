/// Whether a closure captures `self` strongly, from the text of its capture list and of its body: `weak self` or
/// `unowned self` (`unowned(safe)`, `unowned(unsafe)`) in the list makes the capture weak; `self` itself in the list
/// (`[self]`), or `self` used in the body, makes it strong. `Type.self` is a metatype, not a use of `self`.
///
/// A closure nested in the body counts: to build an inner `[weak self]` closure, the outer one captures `self`.
enum SelfCapture {
  static func isStrong(captureList: String?, body: String) -> Bool {
    if let captureList {
      let words = Self.words(in: captureList)
      for (index, word) in words.enumerated() where word == "self" {
        let before = index > 0 ? words[index - 1] : ""
        if before == "weak" || before.hasPrefix("unowned") { return false }
        return true
      }
    }
    return words(in: body).contains("self")
  }

  /// The assigned property as a key: `self.` dropped, `?` and `!` dropped, whitespace dropped.
  static func target(_ written: String) -> String {
    var text = written.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
    if text.hasPrefix("self.") { text.removeFirst(5) }
    return text
  }

  /// Identifier-like words (`unowned(safe)` is one), skipping those after a `.` (`String.self`).
  private static func words(in text: String) -> [Substring] {
    var words: [Substring] = []
    var index = text.startIndex
    var afterDot = false
    while index < text.endIndex {
      let character = text[index]
      if character.isLetter || character == "_" {
        var end = text.index(after: index)
        while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" {
          end = text.index(after: end)
        }
        if text[index..<end] == "unowned", end < text.endIndex, text[end] == "(",
          let close = text[end...].firstIndex(of: ")")
        {
          end = text.index(after: close)
        }
        if !afterDot { words.append(text[index..<end]) }
        afterDot = false
        index = end
      } else {
        if !character.isWhitespace { afterDot = character == "." }
        index = text.index(after: index)
      }
    }
    return words
  }
}
