import LanternCore
import LanternUI

/// Lights the porch with the lantern's view and its core's glow.
public struct Porch {
  public let view = LanternView()
  public let glow = Glow()
}
