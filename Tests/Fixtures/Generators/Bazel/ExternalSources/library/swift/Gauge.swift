import Foundation

/// A reading of the gauge, in pascals.
public struct Gauge {
  public var pascals: Double

  public init(pascals: Double) {
    self.pascals = pascals
  }

  public var isAboveAtmosphere: Bool { pascals > 101_325 }
}
