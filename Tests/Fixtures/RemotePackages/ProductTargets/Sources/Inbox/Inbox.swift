public struct Inbox {
  public var unread: [String] = []

  public init() {}

  public mutating func markRead() {
    unread.removeAll()
  }
}
