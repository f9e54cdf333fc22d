import Models
import Pricing
import Toolkit

/// Prints the total of a sample receipt, when there is one.
func run(_ items: [Item]) {
  let sum = total(of: items, discountAbove: 500)
  guard sum > 0 else { return }
  print(formatCents(sum))
}

run([Item(name: "tea", cents: 250), Item(name: "cake", cents: 400)])
