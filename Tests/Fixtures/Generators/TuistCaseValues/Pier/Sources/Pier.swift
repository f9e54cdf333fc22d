/// A framework plumb cannot read the product of.
public struct Pier {
  public init() {}
}
