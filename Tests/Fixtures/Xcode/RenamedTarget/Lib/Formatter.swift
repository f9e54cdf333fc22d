/// Formats prices for the app.
public struct PriceFormatter {
  public init() {}

  public func format(cents: Int) -> String {
    "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
  }
}
