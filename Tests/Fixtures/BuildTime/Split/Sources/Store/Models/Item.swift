public struct Item {
  public var name: String
  public var price: Int

  public init(name: String, price: Int) {
    self.name = name
    self.price = price
  }
}
