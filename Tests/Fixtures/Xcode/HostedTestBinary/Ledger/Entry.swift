public struct Entry {
  public var cents: Int
  public init(cents: Int) { self.cents = cents }
}
