public struct Cart {
  public var items: [Item] = []

  public init() {}

  public var total: Int {
    items.reduce(0) { $0 + $1.price }
  }

  public mutating func add(_ item: Item) {
    if item.price > 0 {
      items.append(item)
    }
  }
}
