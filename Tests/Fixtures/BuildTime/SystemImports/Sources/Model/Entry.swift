/// One entry of a feed.
public struct Entry: Equatable, Sendable {
  public var title: String
  public var seconds: Int

  public init(title: String, seconds: Int) {
    self.title = title
    self.seconds = seconds
  }
}
