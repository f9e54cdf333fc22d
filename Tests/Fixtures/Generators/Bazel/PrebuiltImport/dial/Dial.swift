/// A reading between a lower and an upper bound.
public struct Dial {
  public let lower: Double
  public let upper: Double

  public init(lower: Double, upper: Double) {
    self.lower = lower
    self.upper = upper
  }
}
