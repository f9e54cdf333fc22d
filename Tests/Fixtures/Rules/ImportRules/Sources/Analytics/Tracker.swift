public struct Tracker {
  public init() {}
  public func track(_ event: String) {}
}
