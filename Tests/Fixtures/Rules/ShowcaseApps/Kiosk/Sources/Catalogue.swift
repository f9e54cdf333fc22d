public struct Catalogue {
  public var items: [String: Int] = [:]

  public init() {}

  public func price(of item: String) -> Int? {
    items[item]
  }
}
