public struct Entries {
  public init() {}
}
