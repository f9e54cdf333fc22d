public struct Crate {
  public init() {}
  public var label = "crate"
}
