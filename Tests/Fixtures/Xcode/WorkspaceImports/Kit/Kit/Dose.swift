public struct Dose {
  public var units: Double
  public init(units: Double) { self.units = units }

  public func rounded(to step: Double) -> Dose {
    guard step > 0 else { return self }
    return Dose(units: (units / step).rounded() * step)
  }
}
