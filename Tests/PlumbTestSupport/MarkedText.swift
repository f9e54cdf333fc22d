import PlumbModel

/// Source text with position markers (`1️⃣`, `2️⃣`, ...) where a test expects something, in the spirit of
/// swift-format's `MarkedText`: the markers are stripped, and each one's line:column in the stripped text is kept.
public struct MarkedText {
  /// The text without its markers.
  public let source: String
  /// Marker → where it stood in `source` (1-based line, UTF-8 column, as SwiftSyntax counts them).
  public let markers: [String: SourcePosition]

  public static let markerCharacters: [Character] = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

  public init(_ marked: String) {
    var source = ""
    var markers: [String: SourcePosition] = [:]
    var line = 1
    var column = 1
    for character in marked {
      if Self.markerCharacters.contains(character) {
        precondition(markers[String(character)] == nil, "marker \(character) is used twice")
        markers[String(character)] = SourcePosition(line: line, column: column)
        continue
      }
      source.append(character)
      if character.isNewline {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    self.source = source
    self.markers = markers
  }

  /// The position of `marker`; stops the test run with a clear message when the marker is not in the text.
  public subscript(marker: String) -> SourcePosition {
    guard let position = markers[marker] else { preconditionFailure("marker \(marker) is not in the text") }
    return position
  }
}
