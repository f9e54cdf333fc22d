import BeaconCore

public enum Monitor {
  public static func begin(enabled: Bool) {
    if enabled { Beacon.start() }
  }
}
