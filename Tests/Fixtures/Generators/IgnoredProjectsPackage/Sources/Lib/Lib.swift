/// The library's one type.
public struct Lib {
  public init() {}
}
