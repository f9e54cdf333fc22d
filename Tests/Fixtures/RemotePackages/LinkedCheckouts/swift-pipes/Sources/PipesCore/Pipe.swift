public struct Pipe {
  public var capacity: Int

  public init(capacity: Int) {
    self.capacity = max(capacity, 1)
  }
}
