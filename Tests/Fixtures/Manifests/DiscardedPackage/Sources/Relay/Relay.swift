public struct Relay {
  public init() {}
}
