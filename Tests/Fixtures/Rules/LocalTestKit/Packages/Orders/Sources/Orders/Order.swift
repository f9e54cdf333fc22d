public struct Order: Equatable {
  public var id: Int
  public var total: Int

  public init(id: Int, total: Int) {
    self.id = id
    self.total = total
  }

  public func discounted(by percent: Int) -> Order {
    Order(id: id, total: total - total * percent / 100)
  }
}
