import Catalog
import Core
import DesignSystem
import Foundation

/// Filters listings by the words typed. It reuses Catalog's row type instead of asking Core for a shared
/// one, which makes one feature depend on another.
@MainActor
public final class SearchViewModel {
  public var query: String = ""
  public private(set) var results: [CatalogViewModel.Row] = []
  private var listings: [Listing] = []

  public init() {}

  public func update(listings: [Listing]) {
    self.listings = listings
    search()
  }

  public func search() {
    let words = query.lowercased().split(separator: " ").map(String.init)
    results = listings
      .filter { listing in words.allSatisfy { listing.title.lowercased().contains($0) } }
      .map(CatalogViewModel.row(for:))
  }

  /// Shown under the field: "3 results under €200".
  public func summary(maximumPrice: PriceTag?) -> String {
    guard let maximumPrice else { return "\(results.count) results" }
    return "\(results.count) results under \(maximumPrice.formattedAmount)"
  }
}
