import Pulse
import Security
import SignalUI

public struct Ledger {
  public var beat = Beat()
  public var lamp = Lamp()
  public init() {}
}
