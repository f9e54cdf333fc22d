/// Talks to the Dexter sensor and keeps its last readings.
public final class DexterManager {
  public static let title = "Dexter"
  public private(set) var readings: [Double] = []
  public init() {}

  public func receive(_ value: Double) {
    guard value > 0, value < 600 else { return }
    readings.append(value)
  }
}
