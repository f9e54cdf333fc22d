public struct Store {
  public var pets: [String] = []
  public init() {}
}
