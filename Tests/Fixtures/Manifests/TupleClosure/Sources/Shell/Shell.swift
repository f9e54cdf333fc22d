public struct Shell {
  public init() {}
}
