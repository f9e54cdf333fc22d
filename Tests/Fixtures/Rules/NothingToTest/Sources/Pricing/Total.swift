import Models

/// The sum of a receipt, with a discount above a threshold.
public func total(of items: [Item], discountAbove threshold: Int) -> Int {
  let sum = items.reduce(0) { $0 + $1.cents }
  return sum > threshold ? sum * 9 / 10 : sum
}
