/// A fee in units per byte.
public struct FeeRate {
  public var perByte: Int

  public func fee(bytes: Int) -> Int { perByte * bytes }
}
