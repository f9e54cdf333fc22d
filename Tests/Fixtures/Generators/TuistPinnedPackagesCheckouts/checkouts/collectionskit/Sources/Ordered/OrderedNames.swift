public struct OrderedNames {
  public var names: [String] = []
  public init() {}
}
