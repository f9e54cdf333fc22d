import Kit

public final class PumpManager {
  public private(set) var delivered: [Dose] = []
  public init() {}

  public func deliver(_ dose: Dose) {
    if dose.units > 0 { delivered.append(dose) }
  }
}
