public struct Atlas {
  public init() {}
  public var name = "Atlas"
}
