public struct Balance {
  public init() {}
}
