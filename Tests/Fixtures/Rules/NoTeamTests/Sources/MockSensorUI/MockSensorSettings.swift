import MockSensor

/// The settings screen's model of the simulated sensor.
public struct MockSensorSettings {
  public var failing = false

  public func label() -> String {
    failing ? "Failing" : "Working"
  }
}
