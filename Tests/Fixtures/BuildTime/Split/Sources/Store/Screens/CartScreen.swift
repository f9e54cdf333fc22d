public struct CartScreen {
  public var cart = Cart()

  public init() {}

  public var title: String {
    cart.items.isEmpty ? "Empty cart" : "Cart (\(cart.total))"
  }
}
