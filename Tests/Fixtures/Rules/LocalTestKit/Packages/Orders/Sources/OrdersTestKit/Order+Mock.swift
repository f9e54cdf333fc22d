import Orders

extension Order {
  public static func mock(id: Int = 1, total: Int = 100) -> Order {
    Order(id: id, total: total > 0 ? total : 1)
  }
}
