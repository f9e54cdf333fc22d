public enum GlucoseUnit {
  case mgdL, mmolL

  public func convert(_ value: Double, to unit: GlucoseUnit) -> Double {
    if self == unit { return value }
    return self == .mgdL ? value / 18 : value * 18
  }
}
