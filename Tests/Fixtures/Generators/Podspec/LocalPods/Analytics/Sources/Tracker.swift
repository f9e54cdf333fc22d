import Networking
import Segment

public struct Tracker {
  public init() {}
}
