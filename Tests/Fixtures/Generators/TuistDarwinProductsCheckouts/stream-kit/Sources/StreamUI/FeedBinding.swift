import Stream

public struct FeedBinding {
  public init() {}
  public let feed = Feed()
}
