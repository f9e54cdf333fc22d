import Foundation

extension String {
  /// The words of a search field, without the blanks a user types around them.
  public var searchWords: [String] {
    split(whereSeparator: \.isWhitespace).map(String.init)
  }
}
