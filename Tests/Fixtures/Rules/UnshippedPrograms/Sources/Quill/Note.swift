/// A parsed line of a note: its words, and whether it was a heading.
public struct Note: Equatable {
  public var words: [String]
  public var isHeading: Bool

  public static func parse(_ line: String) -> Note {
    let isHeading = line.hasPrefix("#")
    let text = isHeading ? String(line.dropFirst()) : line
    return Note(words: text.split(separator: " ").map(String.init), isHeading: isHeading)
  }
}
