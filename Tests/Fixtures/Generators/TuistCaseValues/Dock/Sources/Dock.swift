/// A dynamic framework.
public struct Dock {
  public init() {}
}
