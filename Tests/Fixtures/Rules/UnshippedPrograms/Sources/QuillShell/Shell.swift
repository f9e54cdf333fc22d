import Quill

/// Reads lines and answers with what they hold.
public struct Shell {
  public init() {}

  public func answer(_ line: String) -> String {
    let note = Note.parse(line)
    if note.words.isEmpty { return "(empty)" }
    return note.isHeading ? "heading: \(note.words.joined(separator: " "))" : "\(note.words.count) words"
  }
}
