public struct Support {
  public init() {}
}
