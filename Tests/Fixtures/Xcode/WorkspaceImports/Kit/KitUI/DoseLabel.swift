import Kit

public struct DoseLabel {
  public init() {}

  public func text(for dose: Dose) -> String {
    dose.units == 0 ? "None" : "\(dose.units) U"
  }
}
