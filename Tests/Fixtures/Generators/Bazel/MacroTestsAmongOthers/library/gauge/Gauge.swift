import Dial

/// Shows a value on a dial, as a fraction of its range.
public struct Gauge {
  public let dial: Dial

  public init(dial: Dial) {
    self.dial = dial
  }

  public func fraction(of value: Double) -> Double {
    let range = dial.upper - dial.lower
    guard range > 0 else { return 0 }
    return (dial.clamp(value) - dial.lower) / range
  }
}
