import KitUI
import Pump

public struct SetupScreen {
  public init() {}

  public func summary(of manager: PumpManager) -> [String] {
    manager.delivered.map { DoseLabel().text(for: $0) }
  }
}
