/// A static framework.
public struct Buoy {
  public init() {}
}
