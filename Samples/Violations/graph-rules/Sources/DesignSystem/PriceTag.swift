import FeatureFlags
import Foundation

/// How every screen writes a price. The "vintage" badge is behind a remote flag, which is why this stable,
/// widely used module ended up depending on FeatureFlags.
public struct PriceTag: Equatable, Sendable {
  public var amountInCents: Int
  public var currencyCode: String
  public var yearOfManufacture: Int

  public init(amountInCents: Int, currencyCode: String = "EUR", yearOfManufacture: Int) {
    self.amountInCents = amountInCents
    self.currencyCode = currencyCode
    self.yearOfManufacture = yearOfManufacture
  }

  public var formattedAmount: String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.currencyCode = currencyCode
    formatter.locale = Locale(identifier: "en_IE")
    return formatter.string(from: NSNumber(value: Double(amountInCents) / 100)) ?? "\(amountInCents)"
  }

  /// Machines older than 25 years get the badge, when the flag is on.
  public func showsVintageBadge(flags: FeatureFlags, currentYear: Int) -> Bool {
    flags.isEnabled(.vintagePriceBadge) && currentYear - yearOfManufacture >= 25
  }
}
