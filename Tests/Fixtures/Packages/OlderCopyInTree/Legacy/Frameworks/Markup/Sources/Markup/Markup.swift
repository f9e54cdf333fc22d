public struct Markup {
  public var source: String
  public init(source: String) { self.source = source }
}
