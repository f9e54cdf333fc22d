/// Counts events and reports the rate per second over a window.
public final class Meter {
  private var stamps: [Double] = []
  public init() {}

  public func mark(at time: Double) {
    stamps.append(time)
  }

  public func rate(over window: Double, now: Double) -> Double {
    guard window > 0 else { return 0 }
    return Double(stamps.filter { now - $0 <= window }.count) / window
  }
}
