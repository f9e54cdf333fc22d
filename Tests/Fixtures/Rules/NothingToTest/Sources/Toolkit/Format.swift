/// Formats cents as a price: one closure, no function.
public let formatCents: (Int) -> String = { cents in
  let units = cents / 100
  return "\(units).\(cents % 100)"
}
