import Foundation

public protocol FavoritesService: AnyObject {
  var favoriteIDs: Set<String> { get }
  func setFavorite(_ isFavorite: Bool, macID: String)
}

public final class UserDefaultsFavoritesService: FavoritesService {
  private let defaults: UserDefaults
  private let key = "favoriteMacIDs"

  public init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  public var favoriteIDs: Set<String> {
    Set(defaults.stringArray(forKey: key) ?? [])
  }

  public func setFavorite(_ isFavorite: Bool, macID: String) {
    var ids = favoriteIDs
    if isFavorite { ids.insert(macID) } else { ids.remove(macID) }
    defaults.set(ids.sorted(), forKey: key)
  }
}
