public struct Format {
  public init() {}
}
