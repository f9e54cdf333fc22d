public struct Swatch: Equatable {
  public var name: String
  public var hex: UInt32

  public init(name: String, hex: UInt32) {
    self.name = name
    self.hex = hex
  }

  public var isDark: Bool {
    let red = (hex >> 16) & 0xFF
    let green = (hex >> 8) & 0xFF
    let blue = hex & 0xFF
    return red * 299 + green * 587 + blue * 114 < 128_000
  }
}
