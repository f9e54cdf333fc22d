import LanternCore

/// A lantern drawn with its glow.
public struct LanternView {
  public let glow = Glow()
  public init() {}
}
