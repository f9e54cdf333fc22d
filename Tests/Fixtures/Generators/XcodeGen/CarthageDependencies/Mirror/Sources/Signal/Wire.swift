public struct Wire {
  public init() {}
}
