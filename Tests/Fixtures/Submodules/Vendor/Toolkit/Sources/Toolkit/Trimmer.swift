/// Trims white space at both ends of a text.
public struct Trimmer {
  public init() {}

  public func trim(_ text: String) -> String {
    var characters = Substring(text)
    while characters.first == " " { characters.removeFirst() }
    while characters.last == " " { characters.removeLast() }
    return String(characters)
  }
}
