public struct Tally {
  public var count: Int
  public init(count: Int = 0) { self.count = count }
}
