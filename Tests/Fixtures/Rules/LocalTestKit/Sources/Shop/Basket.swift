import Orders

public struct Basket {
  public var orders: [Order] = []

  public init() {}

  public var total: Int { orders.reduce(0) { $0 + $1.total } }
}
