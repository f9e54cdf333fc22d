/// A reading of the meter, rounded to a step.
public struct Reading {
  public var value: Double

  public init(value: Double) { self.value = value }

  public func rounded(to step: Double) -> Double {
    guard step > 0 else { return value }
    return (value / step).rounded() * step
  }
}
