public struct Lantern {
  public var lit = false
  public init() {}
}
