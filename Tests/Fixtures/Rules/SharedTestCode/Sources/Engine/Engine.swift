import Formatter
import Storage

/// Totals entries, keeps each one, and shows the sum.
public struct Engine {
  let store = Store()

  public init() {}

  public func total(_ cents: [Int]) -> String {
    for amount in cents { store.add(formatCents(amount)) }
    return formatCents(cents.reduce(0, +))
  }
}
