/// Formats amounts in cents as text.
public func formatCents(_ cents: Int) -> String {
  let sign = cents < 0 ? "-" : ""
  let value = abs(cents)
  return "\(sign)\(value / 100).\(value % 100 < 10 ? "0" : "")\(value % 100)"
}
