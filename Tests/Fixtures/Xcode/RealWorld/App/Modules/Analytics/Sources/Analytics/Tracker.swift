public struct Tracker {
  public init() {}
}
