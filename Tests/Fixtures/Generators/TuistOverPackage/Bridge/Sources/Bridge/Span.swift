public struct Span {
  public var metres: Int
}
