public struct FeedScreen {
  public let model: FeedViewModel

  public init(model: FeedViewModel) { self.model = model }

  public var title: String { "Feed (\(model.shown.count))" }
}
