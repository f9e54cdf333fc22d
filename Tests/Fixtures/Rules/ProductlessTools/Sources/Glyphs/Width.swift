public enum Width {
  public static func columns(of scalar: Unicode.Scalar) -> Int {
    if scalar.value < 0x1100 { return 1 }
    return WidthTable.wide.contains(scalar.value) ? 2 : 1
  }
}

enum WidthTable {
  static let wide: Set<UInt32> = [0x1100, 0x2E80, 0x3000]
}
