import DesignSystem
import Foundation

/// A vintage computer offered for sale.
public struct Listing: Identifiable, Equatable, Sendable, Decodable {
  public var id: String
  public var title: String
  public var yearOfManufacture: Int
  public var priceInCents: Int
  public var sellerName: String

  public init(id: String, title: String, yearOfManufacture: Int, priceInCents: Int, sellerName: String) {
    self.id = id
    self.title = title
    self.yearOfManufacture = yearOfManufacture
    self.priceInCents = priceInCents
    self.sellerName = sellerName
  }

  public var priceTag: PriceTag {
    PriceTag(amountInCents: priceInCents, yearOfManufacture: yearOfManufacture)
  }
}
