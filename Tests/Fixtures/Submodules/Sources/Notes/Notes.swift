import Toolkit

/// A note with a trimmed title.
public struct Note {
  public let title: String

  public init(title: String) {
    self.title = Trimmer().trim(title)
  }
}
