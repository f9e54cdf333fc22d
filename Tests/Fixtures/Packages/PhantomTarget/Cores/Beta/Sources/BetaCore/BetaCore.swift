/// The second core's emulation loop.
public struct BetaCore {
  public init() {}

  public func step() -> Int { 2 }
}
