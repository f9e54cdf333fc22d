import Shop
import Testing

@Test func addingTwiceKeepsOne() {
  var basket = Basket()
  basket.add("pear")
  basket.add("pear")
  #expect(basket.items == ["pear"])
}
