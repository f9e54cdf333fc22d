/// The first core's emulation loop.
public struct AlphaCore {
  public init() {}

  public func step() -> Int { 1 }
}
