/// The checkout holds its cart: the edge Checkout → Cart that closes the cycle.
final class Checkout {
  let cart: Cart

  init(cart: Cart) {
    self.cart = cart
  }
}
