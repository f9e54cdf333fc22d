public struct Basket {
  public var items: [String] = []

  public func total(prices: [String: Int]) -> Int {
    items.reduce(0) { $0 + (prices[$1] ?? 0) }
  }
}
