import Relay
import Tally

public struct Beacon {
  public var relay = Relay()
  public var count = Counter()
  public init() {}
}
