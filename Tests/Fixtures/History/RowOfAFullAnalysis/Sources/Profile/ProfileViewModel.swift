import Core
import Feed

public final class ProfileViewModel {
  public let feed: FeedViewModel
  public var favourite: Fruit?

  public init(feed: FeedViewModel) { self.feed = feed }

  public func choose() {
    feed.refresh()
    favourite = feed.shown.first
  }
}
