import Pulse

public struct Audit {
  public var beat = Beat()
}
