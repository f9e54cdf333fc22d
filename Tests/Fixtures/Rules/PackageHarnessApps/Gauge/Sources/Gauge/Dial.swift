/// A dial's needle angle for a value between a minimum and a maximum.
public struct Dial {
  public var minimum: Double
  public var maximum: Double

  public init(minimum: Double, maximum: Double) {
    self.minimum = minimum
    self.maximum = maximum
  }

  public func angle(for value: Double) -> Double {
    guard maximum > minimum else { return 0 }
    let clamped = min(max(value, minimum), maximum)
    return (clamped - minimum) / (maximum - minimum) * 270
  }
}
