public final class Session {
  public private(set) var topics: [String] = []

  public init() {}

  public func join(_ topic: String) {
    if !topics.contains(topic) { topics.append(topic) }
  }
}
