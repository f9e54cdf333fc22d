import Networking

public struct Tracker {
  public init() {}
}
