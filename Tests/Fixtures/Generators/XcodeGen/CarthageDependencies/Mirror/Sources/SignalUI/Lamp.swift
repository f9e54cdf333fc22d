import Signal

public struct Lamp {
  public var wire = Wire()
  public init() {}
}
