import Glucose

public struct StatusText {
  public init() {}

  public func text(for reading: Reading?) -> String {
    guard let reading else { return "No reading" }
    return reading.isLow ? "Low: \(reading.value)" : "\(reading.value)"
  }
}
