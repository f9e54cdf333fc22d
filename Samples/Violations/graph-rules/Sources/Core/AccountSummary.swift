import Favorites
import Foundation

/// The numbers on the account tab. Counting favourites reached up into the Favorites feature module, so
/// Core now depends on a layer above it.
public struct AccountSummary: Equatable, Sendable {
  public var favoriteCount: Int
  public var openOrderCount: Int

  public init(favorites: FavoritesStore, openOrderCount: Int) {
    self.favoriteCount = favorites.listingIDs.count
    self.openOrderCount = openOrderCount
  }

  public var badgeText: String? {
    let total = favoriteCount + openOrderCount
    return total == 0 ? nil : (total > 99 ? "99+" : "\(total)")
  }
}
