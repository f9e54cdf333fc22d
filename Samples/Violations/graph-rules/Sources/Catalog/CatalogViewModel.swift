import Core
import DesignSystem
import Foundation

/// The rows of the catalogue screen, newest machines last so the oldest (and rarest) lead the list.
@MainActor
public final class CatalogViewModel {
  public struct Row: Equatable, Identifiable {
    public var id: String
    public var title: String
    public var subtitle: String
    public var price: String
  }

  public private(set) var rows: [Row] = []
  public private(set) var errorMessage: String?
  private let service: ListingsServing

  public init(service: ListingsServing) {
    self.service = service
  }

  public func load() async {
    do {
      rows = try await service.listings()
        .sorted { $0.yearOfManufacture < $1.yearOfManufacture }
        .map(Self.row(for:))
      errorMessage = nil
    } catch {
      errorMessage = "Listings are unavailable right now."
    }
  }

  public static func row(for listing: Listing) -> Row {
    Row(id: listing.id, title: listing.title,
        subtitle: "\(listing.yearOfManufacture) · sold by \(listing.sellerName)",
        price: listing.priceTag.formattedAmount)
  }
}
