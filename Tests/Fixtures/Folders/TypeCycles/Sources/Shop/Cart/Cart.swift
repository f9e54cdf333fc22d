/// A cart knows the checkout it is in: the edge Cart → Checkout.
final class Cart {
  var items: [String] = []
  weak var checkout: Checkout?
}
