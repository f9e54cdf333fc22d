public struct Kiosk {
  public init() {}
  public var open = true
}
