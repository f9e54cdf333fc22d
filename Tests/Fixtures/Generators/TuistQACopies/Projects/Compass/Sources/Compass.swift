public struct Compass {
  public init() {}
  public var name = "Compass"
}
