public struct OrderService {
  public func place(_ order: Order) -> Bool { order.total > 0 }
}
